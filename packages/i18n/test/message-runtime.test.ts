import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, loadShippedCatalogue } from '../src/catalogues/catalogue-loaders';
import { languageOf } from '../src/languages/language-list';
import { formatMessage } from '../src/runtime/format-message';
import { type MessagePart, parseMessage } from '../src/runtime/parse-message';

const format = (message: string, values?: Record<string, string | number>, locale = 'en') =>
  formatMessage(parseMessage(message), values, locale);

describe('message runtime (ICU MessageFormat with positional {0})', () => {
  it('fills named and positional placeholders, an array serving the positional ones', () => {
    expect(format('Hi, {name}', { name: 'Ana' })).toBe('Hi, Ana');
    expect(format('Feedback must be between {0} and {1} words', ['5', '200'] as never)).toBe(
      'Feedback must be between 5 and 200 words',
    );
  });

  it('picks the plural case by the locale’s rules, exact cases first, and prints # in the locale', () => {
    const message = '{n, plural, =0 {none} one {# game} other {# games}}';
    expect(format(message, { n: 0 })).toBe('none');
    expect(format(message, { n: 1 })).toBe('1 game');
    expect(format(message, { n: 1234 })).toBe('1,234 games');
    expect(format('{n, plural, one {a} few {few} many {many} other {b}}', { n: 3 }, 'ar')).toBe('few');
  });

  it('honours offset: in plurals and ordinals', () => {
    expect(format('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', { n: 3 })).toBe(
      'you and 2 others',
    );
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  it('chooses a select case, falling back to other', () => {
    const message = '{kind, select, sms {by SMS} other {by e-mail}}';
    expect(format(message, { kind: 'sms' })).toBe('by SMS');
    expect(format(message, { kind: 'fax' })).toBe('by e-mail');
  });

  it('keeps tag content as text without a tag value, and hands it to the tag function with one', () => {
    const message = 'I agree to the <terms>Terms</terms>';
    expect(format(message)).toBe('I agree to the Terms');
    const rich = formatMessage<{ link: string }>(
      parseMessage(message),
      { terms: (chunks) => ({ link: chunks.join('') }) },
      'en',
    );
    expect(rich).toEqual(['I agree to the ', { link: 'Terms' }]);
  });

  it('reads apostrophes as ICU does: literal in words, quoting before braces', () => {
    expect(format("Don't show again")).toBe("Don't show again");
    expect(format("Type '{'code'}' here, it''s {x}", { x: 1 })).toBe("Type {code} here, it's 1");
  });

  it('shows a missing value as its placeholder instead of throwing', () => {
    expect(format('Hi, {name}')).toBe('Hi, {name}');
  });

  it('rejects malformed messages with a SyntaxError naming the position', () => {
    expect(() => parseMessage('Hi {name')).toThrow(SyntaxError);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{n, date}')).toThrow(/unsupported/);
  });
});

/** Values that exercise every branch of a message: each plural tried with several counts. */
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
  return [0, 1, 2, 5, 21, 1000].map((count) =>
    Object.fromEntries(
      [...names].map(([name, kind]) => [
        name,
        kind === 'number' ? count : kind === 'text' ? `«${name}»` : (kind[count % kind.length] ?? 'other'),
      ]),
    ),
  );
}

describe('message runtime conformance with FormatJS intl-messageformat (the smallest runtime that does this)', () => {
  it.each(COMPLETE_LANGUAGES)('formats every %s message exactly as intl-messageformat does', async (code) => {
    const catalogue = (await loadShippedCatalogue(code)) ?? {};
    const locale = languageOf(code).tag;
    let compared = 0;
    for (const [key, message] of Object.entries(catalogue) as Array<[string, string]>) {
      const reference = new IntlMessageFormat(message, locale);
      for (const values of samplesFor(parseMessage(message))) {
        const tags = { terms: (chunks: unknown[]) => `[${chunks.join('')}]` };
        const expected = [reference.format({ ...values, ...tags })].flat().join('');
        const actual = [formatMessage(parseMessage(message), { ...values, ...tags }, locale)].flat().join('');
        expect({ key, actual }).toEqual({ key, actual: expected });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300 * 6);
  });
});
