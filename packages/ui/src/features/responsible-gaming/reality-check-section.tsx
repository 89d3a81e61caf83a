import { type PlayerProtection, setRealityCheck } from '@lobbykit/api-client';
import type { RefusalMessage } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { useMoneyMessage } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { useJurisdiction } from '../../platform/responsible-gaming/jurisdiction';
import { Button } from '../../primitives/button/button';
import { ChoicePills } from '../../primitives/choice-pills/choice-pills';

/**
 * The reality-check interval: the intervals the jurisdiction offers, and Off where it allows it. Save sends the
 * choice; a refusal says why and the saved interval stays.
 */
export function RealityCheckSection({ protection }: { protection: PlayerProtection }) {
  const t = useT();
  const message = useMoneyMessage();
  const profile = useJurisdiction();
  const save = useCallMutation(setRealityCheck);
  const saved = protection.realityCheckMinutes;
  const [choice, setChoice] = useState<number | null>(saved);
  // A new saved interval (this one, or one set elsewhere) becomes the choice shown.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }
  // Saved, or the refusal: worded at render, so it reads in the language shown.
  const [notice, setNotice] = useState<{ kind: 'saved' } | { kind: 'refused'; message: RefusalMessage } | null>(null);
  const tone = notice === null ? undefined : notice.kind === 'refused' ? 'alert' : 'status';
  const options = [...(profile.realityCheck.mandatory ? [] : [null]), ...profile.realityCheck.intervals].map(
    (minutes) => ({
      value: minutes === null ? 'off' : String(minutes),
      label:
        minutes === null
          ? t('rg_reality_off')
          : t('rg_reality_every', { interval: t('minutes_count', { count: minutes }) }),
    }),
  );

  const send = () => {
    if (save.isPending) return;
    setNotice(null);
    save.mutate(
      { intervalMinutes: choice },
      {
        onSuccess: () => setNotice({ kind: 'saved' }),
        onError: (error) => setNotice({ kind: 'refused', message: refusalOf(error).message }),
      },
    );
  };

  return (
    <div data-slot="reality-check-setting" className="flex flex-col gap-3">
      <p className="text-sm text-text-muted">{t('rg_reality_detail')}</p>
      {profile.realityCheck.mandatory ? <p className="text-sm">{t('rg_reality_required')}</p> : null}
      <ChoicePills
        name="reality-check"
        legend={t('rg_reality_interval')}
        options={options}
        value={choice === null ? 'off' : String(choice)}
        onChange={(value) => {
          setNotice(null);
          setChoice(value === 'off' ? null : Number(value));
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={choice === saved || save.isPending}
          aria-busy={save.isPending || undefined}
          onClick={send}
        >
          {t('save')}
        </Button>
        <p
          role={tone === 'alert' ? 'alert' : 'status'}
          data-tone={tone}
          className="text-sm text-success data-[tone=alert]:text-danger"
        >
          {notice === null ? null : notice.kind === 'saved' ? t('rg_saved') : message(notice.message)}
        </p>
      </div>
    </div>
  );
}
