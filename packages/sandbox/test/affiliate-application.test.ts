import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();

describe('affiliate application (SPEC §2 join us)', () => {
  it('files a visitor’s application and answers its reference', async () => {
    const client = platform.client();
    const receipt = await client.applyAffiliate({ name: 'Mai Tran', contact: 'mai@example.com', channel: 'social' });
    expect(receipt.referenceNo).toMatch(/^AF\d{6}$/);
    const next = await client.applyAffiliate({ name: 'Lan', contact: '+84 912 345 678', channel: 'website' });
    expect(next.referenceNo).not.toBe(receipt.referenceNo);
  });

  it('refuses a contact that is neither an e-mail address nor a phone number, listing the issues', async () => {
    const refused = await failure(
      platform.client().applyAffiliate({ name: 'Mai Tran', contact: 'call me', channel: 'social' }),
    );
    expect(refused.messageKey).toBe('affiliate_contact_invalid');
    expect(refused.value).toEqual({ issues: [{ field: 'contact', key: 'affiliate_contact_invalid' }] });
  });
});
