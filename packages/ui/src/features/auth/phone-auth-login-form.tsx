import { MobileCodeLoginForm } from './mobile-code-login-form';
import type { PhoneAuthProvider } from './phone-auth-provider';

/** Login through the external phone-authentication route (SPEC §1, §8): the provider checks the code. */
export function PhoneAuthLoginForm({ provider }: { provider: PhoneAuthProvider }) {
  return <MobileCodeLoginForm via="phone-auth" provider={provider} />;
}
