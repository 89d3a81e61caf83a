import { describe, expect, it } from 'vitest';
import { defineBrandLanguages } from '../src/brand/define-brand-languages';
import { en } from '../src/catalogues/en';
import { languageOf, toLanguageCode } from '../src/languages/language-list';
import { accentText, pseudoMessage } from '../src/pseudo/pseudo-message';
import { formatMessage } from '../src/runtime/format-message';
import { type MessagePart, parseMessage } from '../src/runtime/parse-message';
import { createI18n } from '../src/translator/create-i18n';

const format = (message: string, values?: Record<string, string | number>) =>
  [formatMessage(parseMessage(message), values, 'en')].flat().join('');

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UNACCENT = new Map([...accentText(PLAIN)].map((accented, at) => [accented, PLAIN[at]!]));
const unaccent = (text: string) => [...text].map((char) => UNACCENT.get(char) ?? char).join('');

/** Values for every argument of a message, written without Latin letters, each plural tried with several counts. */
function samplesFor(parts: readonly MessagePart[]): Array<Record<string, string | number>> {
  const names = new Map<string, 'text' | 'number' | string[]>();
  const walk = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === 'string' || part.type === 'pound') continue;
      if (part.type === 'argument') names.set(part.name, 'text');
      else if (part.type === 'tag') walk(part.children);
      else {
        names.set(part.name, part.type === 'select' ? Object.keys(part.options) : 'number');
        for (const option of Object.values(part.options)) walk(option);
      }
    }
  };
  walk(parts);
  return [0, 1, 2, 1000].map((count) =>
    Object.fromEntries(
      [...names].map(([name, kind]) => [
        name,
        kind === 'number' ? count : kind === 'text' ? '«42»' : (kind[count % kind.length] ?? 'other'),
      ]),
    ),
  );
}

describe('pseudo-language messages', () => {
  it('accents every Latin letter one for one and leaves everything else', () => {
    expect(accentText('Main wallet')).toBe('Ḿáíñ ŵáļļéţ');
    expect([...accentText(PLAIN)]).toHaveLength(PLAIN.length);
    expect(new Set(accentText(PLAIN)).size).toBe(PLAIN.length);
    expect(accentText('1,234.50 — 中文')).toBe('1,234.50 — 中文');
  });

  it('wraps the message and keeps arguments, plural cases, # and tags working', () => {
    expect(pseudoMessage('Resend in {seconds} seconds')).toBe('⟦Ŕéšéñð íñ {seconds} šéçóñðš⟧');
    const plural = pseudoMessage('{n, plural, =0 {no games} one {# game} other {# games}}');
    expect(format(plural, { n: 0 })).toBe('⟦ñó ĝáɱéš⟧');
    expect(format(plural, { n: 3 })).toBe('⟦3 ĝáɱéš⟧');
    expect(format(pseudoMessage('{kind, select, sms {by SMS} other {by mail}}'), { kind: 'sms' })).toBe('⟦ƀý ŠḾŠ⟧');
    const rich = formatMessage<string>(
      parseMessage(pseudoMessage('I agree to the <terms>Terms</terms>')),
      { terms: (chunks) => `[${chunks.join('')}]` },
      'en',
    );
    expect([rich].flat().join('')).toBe('⟦Í áĝŕéé ţó ţĥé [Ţéŕɱš]⟧');
  });

  it('keeps quoted syntax quoted', () => {
    expect(format(pseudoMessage("Type '{'code'}' here, it''s {x}"), { x: 1 })).toBe("⟦Ţýþé {çóðé} ĥéŕé, íţ'š 1⟧");
    expect(format(pseudoMessage("{n, plural, other {'#'# left}}"), { n: 2 })).toBe('⟦#2 ļéƒţ⟧');
  });

  it('formats every English message as the English text, accented and wrapped, with the same values', () => {
    let compared = 0;
    for (const [key, message] of Object.entries(en)) {
      const pseudo = pseudoMessage(message);
      for (const values of samplesFor(parseMessage(message))) {
        const shown = format(pseudo, values);
        expect({ key, shown: unaccent(shown) }).toEqual({ key, shown: `⟦${format(message, values)}⟧` });
        // Only the argument values (and select case names) stay unaccented.
        const selectors = Object.values(values).filter((value) => typeof value === 'string');
        const stripped = selectors.reduce<string>((text, value) => text.replaceAll(value, ''), shown);
        expect({ key, plain: stripped.match(/[A-Za-z]/g) }).toEqual({ key, plain: null });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the pseudo-language in an i18n instance', () => {
  const brand = defineBrandLanguages({ supported: ['EN', 'CN', 'PSEUDO'], default: 'EN' });

  it('is a language a brand may list, written left to right, and never offered in a picker list', () => {
    expect(toLanguageCode('pseudo')).toBe('PSEUDO');
    expect(languageOf('PSEUDO')).toMatchObject({ tag: 'en-XA', dir: 'ltr' });
  });

  it('switches to messages derived from English at run time', async () => {
    const i18n = createI18n({ brand, storage: null });
    await i18n.setLanguage('PSEUDO');
    expect(i18n.getState().t('wallet_main')).toBe('⟦Ḿáíñ ŵáļļéţ⟧');
    expect(i18n.getState().t('sms_resend_in', { seconds: 42 })).toBe('⟦Ŕéšéñð íñ 42 šéçóñðš⟧');
  });

  it('is refused by a brand that does not list it, and survives a platform offer that leaves it out', async () => {
    const plain = createI18n({ brand: defineBrandLanguages({ supported: ['EN'], default: 'EN' }), storage: null });
    await expect(plain.setLanguage('PSEUDO')).rejects.toThrow(RangeError);
    const i18n = createI18n({ brand, storage: null, initialLanguage: 'PSEUDO' });
    await i18n.ready;
    i18n.offerLanguages({ supported: ['EN', 'TH'] });
    expect(i18n.brand.supported).toEqual(['EN', 'TH', 'PSEUDO']);
    expect(i18n.getLanguage()).toBe('PSEUDO');
  });
});
