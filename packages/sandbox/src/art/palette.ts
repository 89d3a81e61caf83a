/** A stable 32-bit hash of a text, so the same name always gets the same colours. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

/** A hue (0–359) for a name; `spread` lets related names (one vendor's games) vary around a shared hue. */
export function hueOf(family: string, member = '', spread = 36): number {
  const base = hashText(family) % 360;
  const offset = member ? (hashText(member) % (spread * 2 + 1)) - spread : 0;
  return (base + offset + 360) % 360;
}

/** Text made safe inside SVG and HTML. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two initials of a name: 'Golden Dragon 2' → 'GD'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_\-·/]+/).filter((word) => /^\p{L}/u.test(word));
  const letters = (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? name)].slice(0, 2))
    .join('')
    .toUpperCase();
  return letters || '?';
}
