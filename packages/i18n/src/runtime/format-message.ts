import type { MessagePart } from './parse-message';

/** A value given to a message: text, a number, or for a `<tag>` a function that wraps the tag's content. */
export type MessageValue<Rich = never> = string | number | ((children: Array<string | Rich>) => Rich);

/** The values of one message, by argument name (`{0}` is the name `0`, so an array works for positional ones). */
export type MessageValues<Rich = never> = Readonly<Record<string, MessageValue<Rich> | undefined>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, type: 'cardinal' | 'ordinal', value: number): string {
  const id = `${locale}|${type}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(id, rules);
  }
  return rules.select(value);
}

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * Formats parsed message parts with values in a locale: plural categories come from `Intl.PluralRules`, `#` is the
 * plural number formatted for the locale. Returns a string, or an array when a tag function returned rich content.
 */
export function formatMessage<Rich = never>(
  parts: readonly MessagePart[],
  values: MessageValues<Rich> | undefined,
  locale: string,
): string | Array<string | Rich> {
  type Pieces = Array<string | Rich>;
  const walk = (list: readonly MessagePart[], pluralValue: number | null, out: Pieces) => {
    const push = (piece: string | Rich) => {
      const last = out.length - 1;
      if (typeof piece === 'string' && typeof out[last] === 'string') out[last] += piece;
      else out.push(piece);
    };
    for (const part of list) {
      if (typeof part === 'string') {
        push(part);
        continue;
      }
      if (part.type === 'pound') {
        push(pluralValue === null ? '#' : formatNumber(locale, pluralValue));
        continue;
      }
      const value = values?.[part.name];
      if (part.type === 'argument') {
        push(value === undefined || typeof value === 'function' ? `{${part.name}}` : String(value));
      } else if (part.type === 'tag') {
        const children: Pieces = [];
        walk(part.children, pluralValue, children);
        if (typeof value === 'function') push(value(children));
        else for (const child of children) push(child);
      } else if (part.type === 'select') {
        const chosen = part.options[String(value)] ?? part.options.other!;
        walk(chosen, pluralValue, out);
      } else if (typeof value !== 'number' && typeof value !== 'string') {
        push(`{${part.name}}`);
      } else {
        const count = Number(value);
        const exact = part.options[`=${count}`];
        const shifted = count - part.offset;
        const category = pluralCategory(locale, part.type === 'plural' ? 'cardinal' : 'ordinal', shifted);
        walk(exact ?? part.options[category] ?? part.options.other!, shifted, out);
      }
    }
  };

  const out: Pieces = [];
  walk(parts, null, out);
  if (out.every((piece) => typeof piece === 'string')) return out.join('');
  return out;
}
