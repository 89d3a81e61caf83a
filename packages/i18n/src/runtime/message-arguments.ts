// Reads a message's argument names from its ICU text at the type level, so `t(key, values)` checks the values.
// It walks from brace to brace with a stack: 'o' while inside the options of a plural/select, 'm' inside one option.

type Trim<S extends string> = S extends ` ${infer R}` | `\n${infer R}`
  ? Trim<R>
  : S extends `${infer R} `
    ? Trim<R>
    : S;

type NextBrace<S extends string> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${infer Rest}`
    ? ['}', `${Rest}{${After}`]
    : ['{', After]
  : S extends `${string}}${infer Rest}`
    ? ['}', Rest]
    : ['end', ''];

type Choice = 'plural' | 'selectordinal' | 'select';

type ArgumentHead<S extends string> = S extends `${infer Name},${infer Kind},${infer Rest}`
  ? Trim<Kind> extends Choice
    ? Name extends `${string}}${string}`
      ? SimpleHead<S>
      : [Trim<Name>, Trim<Kind>, Rest]
    : SimpleHead<S>
  : SimpleHead<S>;

type SimpleHead<S extends string> = S extends `${infer Head}}${infer Rest}`
  ? Head extends `${infer Name},${infer Kind}`
    ? [Trim<Name>, Trim<Kind>, Rest]
    : [Trim<Head>, 'argument', Rest]
  : never;

type ValueOf<Kind extends string> = Kind extends 'plural' | 'selectordinal' | 'number'
  ? number
  : Kind extends 'select'
    ? string
    : string | number;

type Pop<Stack extends readonly string[]> = Stack extends readonly [...infer Rest extends string[], string] ? Rest : [];
type Top<Stack extends readonly string[]> = Stack extends readonly [...string[], infer Last] ? Last : 'm';

type Walk<S extends string, Stack extends readonly string[], Found> =
  NextBrace<S> extends [infer Brace, infer Rest extends string]
    ? Brace extends 'end'
      ? Found
      : Brace extends '}'
        ? Walk<Rest, Pop<Stack>, Found>
        : Top<Stack> extends 'o'
          ? Walk<Rest, [...Stack, 'm'], Found>
          : ArgumentHead<Rest> extends [
                infer Name extends string,
                infer Kind extends string,
                infer After extends string,
              ]
            ? Kind extends Choice
              ? Walk<After, [...Stack, 'o'], Found | [Name, ValueOf<Kind>]>
              : Walk<After, Stack, Found | [Name, ValueOf<Kind>]>
            : Found
    : Found;

/** The values object a message needs, read from its ICU text: `{n, plural, …}` wants a number, `{name}` text. */
export type ArgumentsOf<Message extends string> = {
  [Pair in Walk<Message, [], never> as Pair extends [infer Name extends string, unknown] ? Name : never]: Pair extends [
    string,
    infer Value,
  ]
    ? Value
    : never;
};
