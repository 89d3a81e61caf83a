import { type MessagePart, parseMessage } from '../runtime/parse-message';

/** Opens every pseudo-language message: text outside a pair did not come through the catalogues. */
export const PSEUDO_OPEN = '⟦';
/** Closes every pseudo-language message. */
export const PSEUDO_CLOSE = '⟧';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻḾÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, at) => [letter, [...ACCENTED][at]!]));

/** Accents every Latin letter of a text (a → á, B → Ɓ), one letter for one, so it still reads and sorts alike. */
export function accentText(text: string): string {
  let accented = '';
  for (const char of text) accented += ACCENT.get(char) ?? char;
  return accented;
}

// Literal text is printed back with ICU quoting: an apostrophe doubled, syntax characters quoted.
const quote = (text: string, inPlural: boolean): string =>
  text.replaceAll("'", "''").replace(inPlural ? /[{}<#]+/g : /[{}<]+/g, (syntax) => `'${syntax}'`);

function printParts(parts: readonly MessagePart[], inPlural: boolean): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return quote(accentText(part), inPlural);
      if (part.type === 'argument') return `{${part.name}}`;
      if (part.type === 'pound') return '#';
      if (part.type === 'tag') return `<${part.name}>${printParts(part.children, inPlural)}</${part.name}>`;
      const offset = part.offset ? ` offset:${part.offset}` : '';
      const cases = Object.entries(part.options)
        .map(([selector, option]) => `${selector} {${printParts(option, part.type !== 'select')}}`)
        .join(' ');
      return `{${part.name}, ${part.type},${offset} ${cases}}`;
    })
    .join('');
}

/**
 * The pseudo-language form of an ICU message: its literal text accented and the whole wrapped in ⟦…⟧, while
 * arguments, plural and select cases, `#` and `<tags>` stay as they are, so it formats with the same values.
 * A message that does not parse is left as it is, unwrapped, so the check that reads the markers names it.
 */
export function pseudoMessage(message: string): string {
  let parts: readonly MessagePart[];
  try {
    parts = parseMessage(message);
  } catch {
    return message;
  }
  return `${PSEUDO_OPEN}${printParts(parts, false)}${PSEUDO_CLOSE}`;
}

/** A whole catalogue in the pseudo-language, derived from another (English) at run time. */
export function pseudoCatalogue<Catalogue extends Readonly<Record<string, string>>>(catalogue: Catalogue): Catalogue {
  const pseudo: Record<string, string> = {};
  for (const [key, message] of Object.entries(catalogue)) pseudo[key] = pseudoMessage(message);
  return pseudo as Catalogue;
}
