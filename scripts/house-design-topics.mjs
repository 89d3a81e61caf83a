// Which heading of docs/architecture.md a DESIGN.md citation points at (scripts/check-house.mjs).
// DESIGN.md lives outside the repository; docs/architecture.md carries its sections and rules under these headings.
// A citation resolves, in this order, by:
//   1. the section it names right after "DESIGN.md" ("DESIGN.md: rules that protect users", "DESIGN.md budgets");
//   2. the rule its own words name ("DESIGN.md: a double click on Confirm sends one transfer");
//   3. the rule the sentence before it states ("… never the password (DESIGN.md).").
// A citation none of these places is a problem the check reports: name the section, or add a topic here.

/** Sections a citation names by their title, matched at the start of the words after "DESIGN.md". */
const SECTIONS = [
  ['Rules that protect users', /^rules that protect users/i],
  ['Look and feel', /^look and feel/i],
  ['Budgets', /^budgets?\b/i],
  ['Code style', /^(how a line of code should look|code style)/i],
  ['What may import what', /^(layering|layers)\b/i],
  ['Rendering on the server', /^rendering on the server/i],
  ['domain', /^domain\b/i],
  ['api-client', /^api-client\b/i],
  ['i18n', /^i18n\b/i],
  ['platform', /^ui platform\b/i],
  ['sandbox', /^sandbox\b/i],
  ['site', /^site\b/i],
];

/** Rules a citation names by what they say; the first that matches wins, so the narrower topics come first. */
const RULES = [
  ['Server HTML', /saniti[sz]|DOMPurify|server HTML|markup|javascript: links/i],
  ['Nothing is sent twice', /twice|double click|idempotency|per intent|retried|at most once|sends one/i],
  ['Passwords and the session token', /password|remember me/i],
  ['Addresses the site opens', /https|origin|redirect|back url|framed|`allow` list|allow list/i],
  ['Security headers', /security headers|content-security-policy|\bCSP\b/i],
  ['Every failure has a message', /failure|silent|bare "—"|raw key|has a message/i],
  ['Money is exact', /float|decimal/i],
  ['Query keys', /query key|key written by hand/i],
  ['Look and feel', /gold|colour|color|on a phone|for phones|collapses/i],
  ['Budgets', /budget/i],
  ['What may import what', /layering|imports another feature|feature never imports/i],
];

/** A stretch of source text with comment markers and line breaks folded into single spaces. */
const flatten = (text) =>
  text
    .replace(/\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The heading a DESIGN.md citation at `index` of `text` points at, or null when nothing names one. */
export function designHeadingOf(text, index) {
  const after = flatten(text.slice(index + 'DESIGN.md'.length, index + 200))
    .replace(/^[\s:,"—–-]+/, '')
    .split(/[).;]\s|\*\/|"\)|$/)[0];
  for (const [heading, pattern] of SECTIONS) if (pattern.test(after)) return heading;
  for (const [heading, pattern] of RULES) if (pattern.test(after)) return heading;
  const before = flatten(text.slice(Math.max(0, index - 300), index));
  const sentence = before.split(/\.\s|\/\*\*|\/\/|^\s*\*/).at(-1) ?? '';
  for (const [heading, pattern] of RULES) if (pattern.test(sentence)) return heading;
  return null;
}
