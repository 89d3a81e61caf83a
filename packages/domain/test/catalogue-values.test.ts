import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE_KEYS, patternMessageKey, promotionCategory, promotionImage } from '../src';

describe('promotions (PLATFORM-FACTS §6.12)', () => {
  it('files a missing or unknown category under other_promo', () => {
    expect(promotionCategory('live_promo')).toBe('live_promo');
    expect(promotionCategory('weird')).toBe('other_promo');
    expect(promotionCategory(undefined)).toBe('other_promo');
  });
  it('shows the image with sequence 1', () => {
    expect(
      promotionImage([
        { sequence: 2, url: 'b' },
        { sequence: 1, url: 'a' },
      ]),
    ).toBe('a');
    expect(promotionImage([{ sequence: 2, url: 'b' }])).toBeNull();
    expect(promotionImage(null)).toBeNull();
  });
});

describe('message keys (SPEC §5, PLATFORM-FACTS §4.2, §7.2)', () => {
  it('lists every pattern key 0–19 and the earlier build’s error keys once each', () => {
    const keys: readonly string[] = DOMAIN_MESSAGE_KEYS;
    expect(new Set(keys).size).toBe(keys.length);
    for (let id = 0; id <= 19; id += 1) expect(keys).toContain(patternMessageKey(id));
    for (const key of [
      'not_empty',
      'inconsistent_twice',
      'invitation_code_error',
      'in_need_true_account',
      'game_maintenance',
    ]) {
      expect(keys).toContain(key);
    }
  });
});
