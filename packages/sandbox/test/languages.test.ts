import { describe, expect, it } from 'vitest';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

const offered = async () => (await platform.client().getSystemStatus()).info.brand?.supportedLanguages;

const postLanguages = (body: unknown) =>
  fetch(`${PLATFORM_URL}/__sandbox/languages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('languages the sandbox brand offers (SPEC §1)', () => {
  it('offers the six languages of SPEC §1 by default, English first and default', async () => {
    expect(await offered()).toEqual(['EN', 'CN', 'JA', 'TH', 'VI', 'TY']);
    expect((await platform.client().getSystemStatus()).info.brand?.defaultLanguage).toBe('EN');
  });

  it('restricts the offer to the spec brand pair EN/TY and widens it again', async () => {
    await expect(platform.controls.setLanguages({ specPair: true })).resolves.toEqual(['EN', 'TY']);
    expect(await offered()).toEqual(['EN', 'TY']);
    await platform.controls.setLanguages({ specPair: false });
    expect(await offered()).toEqual(['EN', 'CN', 'JA', 'TH', 'VI', 'TY']);
  });

  it('adds Arabic after the offered languages, with the pair or the six', async () => {
    await platform.controls.setLanguages({ arabic: true });
    expect(await offered()).toEqual(['EN', 'CN', 'JA', 'TH', 'VI', 'TY', 'AR']);
    await platform.controls.setLanguages({ specPair: true });
    expect(await offered()).toEqual(['EN', 'TY', 'AR']);
  });

  it('switches over HTTP at /__sandbox/languages and answers the offered codes', async () => {
    const answer = await postLanguages({ arabic: true });
    expect(answer.ok).toBe(true);
    expect(await answer.json()).toMatchObject({
      success: true,
      value: { supportedLanguages: expect.arrayContaining(['AR']) },
    });
    expect(await offered()).toContain('AR');
  });

  it('refuses a control body that is not flags', async () => {
    const answer = await postLanguages({ arabic: 'yes' });
    expect(answer.status).toBe(400);
    expect(await offered()).not.toContain('AR');
  });

  it('goes back to the six on reset, keeping other brand settings apart', async () => {
    await platform.controls.setBrand({ requireLogin: true });
    await platform.controls.setLanguages({ specPair: true, arabic: true });
    expect((await platform.client().getSystemStatus()).info.brand?.requireLogin).toBe(true);
    await platform.controls.reset();
    expect(await offered()).toEqual(['EN', 'CN', 'JA', 'TH', 'VI', 'TY']);
  });
});
