import type { PhoneAuthProvider } from '../../platform/phone-auth-provider';
import { MobileCodeLoginForm } from './mobile-code-login-form';

/** Login through the external phone-authentication route (SPEC §1, §8): the provider checks the code. */
export function PhoneAuthLoginForm({ provider }: { provider: PhoneAuthProvider }) {
  return <MobileCodeLoginForm via="phone-auth" provider={provider} />;
}
