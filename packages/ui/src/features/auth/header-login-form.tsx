import { useT } from '@lobbykit/i18n';
import { useEffect, useRef, useState } from 'react';
import { useAuthDialogs, useAuthSettings } from '../../platform/auth-dialogs-context';
import { onDemandModule } from '../../platform/on-demand-module';
import { Button } from '../../primitives/button/button';
import { HeaderLoginRow } from './header-login-row';
import type { LoginDraft, LoginFormViewProps } from './login-form-view';
import { readRememberedLogin } from './remembered-login';

// react-hook-form, the login calls, the captcha and the security steps: loaded after the first paint.
const loginFormChunk = /* @__PURE__ */ onDemandModule(() => import('./login-form'));

/**
 * The header's login form for visitors (SPEC §2). Its markup is drawn at once and its code follows in a chunk;
 * the form's elements stay when the code comes, so nothing moves and nothing is lost: what was typed, focus, a
 * click under way. Sent before then, it is sent when the code is there; a chunk that did not arrive says so in the
 * form, with a retry (sending retries too).
 */
export function HeaderLoginForm() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { merchant } = useAuthSettings();
  const chunk = loginFormChunk.useState();
  const form = useRef<HTMLFormElement>(null);
  const [draft] = useState<LoginDraft>(() => {
    const remembered = readRememberedLogin(merchant);
    return {
      username: remembered.username ?? '',
      password: '',
      remember: remembered.username !== null,
      submitted: false,
    };
  });
  const [remember, setRemember] = useState(draft.remember);
  const [live, setLive] = useState<LoginFormViewProps | null>(null);
  useEffect(loginFormChunk.load, []);
  useEffect(() => {
    if (!live || !draft.submitted) return;
    draft.submitted = false;
    form.current?.requestSubmit();
  }, [live, draft]);

  const waiting: LoginFormViewProps = {
    variant: 'header',
    alert:
      chunk.status === 'failed' ? (
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {chunk.reason === 'timeout' ? t('timeout_retry_please') : t('chunk_load_failed')}
          <Button size="sm" variant="outline" onClick={loginFormChunk.load}>
            {t('retry')}
          </Button>
        </span>
      ) : null,
    username: {
      name: 'username',
      defaultValue: draft.username,
      onChange: (event) => {
        draft.username = event.currentTarget.value;
      },
    },
    password: {
      name: 'password',
      defaultValue: draft.password,
      onChange: (event) => {
        draft.password = event.currentTarget.value;
      },
    },
    remember,
    onRememberChange: (checked) => {
      draft.remember = checked;
      setRemember(checked);
    },
    onSubmit: (event) => {
      event.preventDefault();
      draft.submitted = true;
      loginFormChunk.load();
    },
    onRegister: () => dialogs.open('register'),
    onForgot: () => dialogs.open('forgot'),
  };

  // Once the code is there its props win; the fields keep their name and default value.
  const shown = live
    ? {
        ...live,
        username: { ...waiting.username, ...live.username },
        password: { ...waiting.password, ...live.password },
      }
    : waiting;
  return (
    <>
      <HeaderLoginRow {...shown} ref={form} data-slot="header-login-form" />
      {chunk.status === 'ready' ? <chunk.module.HeaderLoginController draft={draft} onView={setLive} /> : null}
    </>
  );
}
