import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/button/button';
import { useSessionToken } from '../call-hooks';
import { useAccountKind } from '../session-hooks';
import { useGatedAction } from '../use-gated-action';

/**
 * A page's call to log in for what only members see (SPEC §4 gated action): a visitor gets the page's words and a
 * Log in button that opens the login dialog; a trial account is told it needs a real account, with no button.
 */
export function LoginCall({
  name,
  title,
  detail,
  children,
}: {
  /** The call's `data-slot`, and its heading's id with `-title`. */
  name: string;
  title: string;
  detail: string;
  /** A line under the words, e.g. a fact every visitor should know. */
  children?: ReactNode;
}) {
  const t = useT();
  const token = useSessionToken();
  const { isTrial } = useAccountKind();
  const gated = useGatedAction();
  return (
    <section
      aria-labelledby={`${name}-title`}
      data-slot={name}
      className="flex flex-col gap-4 rounded-xl border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id={`${name}-title`} className="font-bold text-lg">
          {isTrial ? t('need_real_account_title') : title}
        </h2>
        <p className="text-sm">{isTrial ? t('in_need_true_account') : detail}</p>
        {children}
      </div>
      {token ? null : (
        <Button size="lg" className="shrink-0" onClick={() => gated(() => undefined)}>
          {t('login')}
        </Button>
      )}
    </section>
  );
}
