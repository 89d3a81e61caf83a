import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATES, activityAction, activityTone, orderActivities, progressPercent } from '../src';

describe('reward-centre activity actions (SPEC §4)', () => {
  it('offers Join in state Join and Claim in state Claim', () => {
    expect(activityAction('Join', 'event')).toBe('join');
    expect(activityAction('Claim', 'mission')).toBe('claim');
  });
  it('draws a raffle instead of claiming it', () => {
    expect(activityAction('Claim', 'raffle')).toBe('draw');
  });
  it('offers nothing in every other state', () => {
    const statusOnly = ACTIVITY_STATES.filter((state) => state !== 'Join' && state !== 'Claim');
    expect(statusOnly.map((state) => activityAction(state, 'event'))).toEqual(statusOnly.map(() => null));
  });
  it('gives every state a tone and lists actionable ones first, soonest ending first', () => {
    expect(ACTIVITY_STATES.map(activityTone)).not.toContain(undefined);
    const ordered = orderActivities([
      { id: 1, state: 'Close' as const, endTime: 1 },
      { id: 2, state: 'Claim' as const, endTime: 9 },
      { id: 3, state: 'Process' as const, endTime: 2 },
      { id: 4, state: 'Join' as const, endTime: 3 },
    ]);
    expect(ordered.map((activity) => activity.id)).toEqual([4, 2, 3, 1]);
  });
  it('turns progress into a whole percentage capped at 100', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(1999, 1000)).toBe(100);
    expect(progressPercent(null, 1000)).toBe(0);
    expect(progressPercent(5, null)).toBeNull();
  });
});
