import { useT } from '@lobbykit/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChallengeProps, ChallengeProvider } from '../../../platform/verification/challenge-provider';
import { Button } from '../../../primitives/button/button';

const SOLVED_AT = 100;
const STEP = 10;
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: STEP,
  ArrowUp: STEP,
  PageUp: 5 * STEP,
  ArrowLeft: -STEP,
  ArrowDown: -STEP,
  PageDown: -5 * STEP,
};

/** Where a key moves the slider; arrows follow the reading direction like a native slider. */
function keyTarget(key: string, value: number, rtl: boolean): number | null {
  if (key === 'End') return SOLVED_AT;
  if (key === 'Home') return 0;
  const step = KEY_STEPS[key];
  if (step === undefined) return null;
  const flip = rtl && (key === 'ArrowRight' || key === 'ArrowLeft') ? -1 : 1;
  return Math.min(SOLVED_AT, Math.max(0, value + flip * step));
}

/**
 * The default slider challenge: a native range input (arrow keys, Home and End work) and a button that needs no
 * dragging and no puzzle, so no one is held back by a cognitive test (WCAG 2.2 2.5.7, 3.3.8).
 */
export function SliderChallenge({ onSolved, onCancel }: ChallengeProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(0);
  const slider = useRef<HTMLInputElement>(null);
  // It replaces the form whose submit button had focus: keyboard users land on the slider, not on the page.
  useEffect(() => slider.current?.focus(), []);
  const solve = (method: 'slider' | 'button') => onSolved({ provider: 'slider', method });
  const move = (next: number) => {
    setValue(next);
    if (next >= SOLVED_AT) solve('slider');
  };
  return (
    <div data-slot="slider-challenge" className="flex flex-col gap-4">
      <label htmlFor={id} className="font-medium text-sm">
        {t('challenge_slide')}
      </label>
      <input
        ref={slider}
        id={id}
        type="range"
        min={0}
        max={SOLVED_AT}
        step={STEP}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => move(Number(event.target.value))}
        onKeyDown={(event) => {
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
          const target = keyTarget(event.key, value, rtl);
          if (target === null) return;
          // Handled here, not by the browser, so every key moves the slider the same way everywhere.
          event.preventDefault();
          move(target);
        }}
        className="h-11 w-full cursor-pointer accent-accent"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="outline" onClick={() => solve('button')}>
          {t('challenge_alternative')}
        </Button>
      </div>
    </div>
  );
}

/** The default challenge provider: {@link SliderChallenge}; pass it as `<AuthDialogsProvider challenge>`. */
export const sliderChallenge: ChallengeProvider = { name: 'slider', Challenge: SliderChallenge };
