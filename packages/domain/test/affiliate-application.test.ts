import { describe, expect, it } from 'vitest';
import { AFFILIATE_NOTE_MAX_LENGTH, checkAffiliateApplication, isAffiliateContact } from '../src/affiliate-application';

describe('affiliate application (SPEC §2 join us)', () => {
  const filled = { name: 'Mai Tran', contact: 'mai@example.com', channel: 'social', note: '' };

  it('accepts a filled-in application', () => {
    expect(checkAffiliateApplication(filled)).toEqual([]);
  });

  it('takes an e-mail address or a phone number of 6 to 15 digits as the contact', () => {
    expect(isAffiliateContact('+84 912-345-678')).toBe(true);
    expect(isAffiliateContact('mai@example.com')).toBe(true);
    expect(isAffiliateContact('12345')).toBe(false);
    expect(isAffiliateContact('call me')).toBe(false);
  });

  it('names each problem on its field, in form order', () => {
    expect(
      checkAffiliateApplication({
        name: ' ',
        contact: 'nope',
        channel: 'tv',
        note: 'x'.repeat(AFFILIATE_NOTE_MAX_LENGTH + 1),
      }),
    ).toEqual([
      { field: 'name', key: 'not_empty' },
      { field: 'contact', key: 'affiliate_contact_invalid' },
      { field: 'channel', key: 'not_empty' },
      { field: 'note', key: 'text_too_long', params: { max: AFFILIATE_NOTE_MAX_LENGTH } },
    ]);
  });
});
