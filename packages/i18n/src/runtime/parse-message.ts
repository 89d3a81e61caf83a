/** One piece of a parsed ICU message: literal text or an element. */
export type MessagePart =
  | string
  | { readonly type: 'argument'; readonly name: string }
  | { readonly type: 'pound' }
  | { readonly type: 'tag'; readonly name: string; readonly children: readonly MessagePart[] }
  | {
      readonly type: 'plural' | 'selectordinal' | 'select';
      readonly name: string;
      readonly offset: number;
      readonly options: Readonly<Record<string, readonly MessagePart[]>>;
    };

const SYNTAX = /[{}<#']/;

/**
 * Parses the ICU MessageFormat subset the catalogues use: `{name}`, `{0}`, `{n, number}`, plural, selectordinal and
 * select (with `=N` cases, `offset:` and `#`), `<tag>…</tag>` rich text and apostrophe quoting.
 */
export function parseMessage(message: string): readonly MessagePart[] {
  let at = 0;

  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in message "${message}"`);
  };
  const skipSpace = () => {
    while (at < message.length && /\s/.test(message[at]!)) at++;
  };
  const readWord = (): string => {
    skipSpace();
    const start = at;
    while (at < message.length && !/[\s,{}<>/]/.test(message[at]!)) at++;
    if (at === start) fail('expected a name');
    return message.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (message[at] !== char) fail(`expected "${char}"`);
    at++;
  };

  const parseParts = (inPlural: boolean, closingTag: string | null): MessagePart[] => {
    const parts: MessagePart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at]!;
      if (!SYNTAX.test(char)) {
        text += char;
        at++;
      } else if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1);
          const stop = end === -1 ? message.length : end;
          text += message.slice(at + 1, stop).replaceAll("''", "'");
          at = stop + 1;
        } else {
          text += char;
          at++;
        }
      } else if (char === '#') {
        if (inPlural) {
          flush();
          parts.push({ type: 'pound' });
        } else text += char;
        at++;
      } else if (char === '<') {
        if (message[at + 1] === '/') {
          if (closingTag === null) fail('unexpected closing tag');
          break;
        }
        if (!/[a-zA-Z0-9]/.test(message[at + 1] ?? '')) {
          text += char;
          at++;
          continue;
        }
        flush();
        at++;
        const name = readWord();
        if (message.startsWith('/>', at)) {
          at += 2;
          parts.push({ type: 'tag', name, children: [] });
          continue;
        }
        expect('>');
        const children = parseParts(inPlural, name);
        if (!message.startsWith(`</${name}>`, at)) fail(`expected </${name}>`);
        at += name.length + 3;
        parts.push({ type: 'tag', name, children });
      } else if (char === '{') {
        flush();
        at++;
        parts.push(parseElement());
      } else break;
    }
    flush();
    return parts;
  };

  const parseElement = (): MessagePart => {
    const name = readWord();
    skipSpace();
    if (message[at] === '}') {
      at++;
      return { type: 'argument', name };
    }
    expect(',');
    const kind = readWord();
    skipSpace();
    if (kind === 'number' && message[at] === '}') {
      at++;
      return { type: 'argument', name };
    }
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') return fail(`unsupported type "${kind}"`);
    expect(',');
    let offset = 0;
    const options: Record<string, MessagePart[]> = {};
    for (;;) {
      skipSpace();
      if (message[at] === '}') break;
      const selector = readWord();
      if (selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length) || readWord());
        continue;
      }
      expect('{');
      options[selector] = parseParts(kind !== 'select', null);
      expect('}');
    }
    at++;
    if (!options.other) fail(`${kind} needs an "other" case`);
    return { type: kind, name, offset, options };
  };

  const parts = parseParts(false, null);
  if (at < message.length) fail('unbalanced brace');
  return parts;
}
