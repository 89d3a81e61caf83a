import { escapeMarkup, hueOf, initialsOf } from './palette';

/** What a game icon shows: the game's name, its vendor (the colour family) and category (the motif). */
export interface GameIconSubject {
  gameName: string;
  vassalage: string;
  gameType: string;
}

const ink = 'fill="#fff" fill-opacity=".16"';

/** A faint shape per category behind the initials, so categories read apart at a glance. */
const MOTIFS: Record<string, string> = {
  RNG: `<g ${ink}><rect x="28" y="34" width="52" height="96" rx="10"/><rect x="94" y="34" width="52" height="96" rx="10"/><rect x="160" y="34" width="52" height="96" rx="10"/></g>`,
  LIVE: `<g ${ink}><rect x="62" y="26" width="84" height="118" rx="10" transform="rotate(-12 104 85)"/><rect x="98" y="30" width="84" height="118" rx="10" transform="rotate(10 140 89)"/></g>`,
  PVP: `<g ${ink}><circle cx="74" cy="80" r="44"/><circle cx="166" cy="80" r="44"/></g>`,
  FISH: `<path ${ink} d="M36 86c34-46 106-46 140 0-34 46-106 46-140 0zm140 0 36-30v60z"/>`,
  SPORTS: `<g ${ink}><circle cx="120" cy="84" r="58"/><path d="M62 84h116M120 26v116" stroke="#fff" stroke-opacity=".2" stroke-width="6"/></g>`,
  ESPORTS: `<path ${ink} d="M48 64h144a28 28 0 0 1 24 42l-14 26a20 20 0 0 1-30 4l-18-16H86l-18 16a20 20 0 0 1-30-4l-14-26a28 28 0 0 1 24-42z"/>`,
  LOTTERY: `<g ${ink}><circle cx="64" cy="70" r="30"/><circle cx="122" cy="96" r="34"/><circle cx="178" cy="64" r="28"/></g>`,
};

const motifOf = (gameType: string) =>
  MOTIFS[gameType] ?? (gameType === 'LOTT' || gameType === 'ELOTT' ? MOTIFS.LOTTERY : MOTIFS.RNG);

/** A 240×240 SVG icon generated from a game's name: deterministic colours, initials, the name on a band. */
export function gameIconSvg(subject: GameIconSubject): string {
  const hue = hueOf(subject.vassalage, subject.gameName);
  const name = subject.gameName.length > 20 ? `${subject.gameName.slice(0, 19)}…` : subject.gameName;
  const nameSize = name.length > 14 ? 17 : 21;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeMarkup(subject.gameName)}">`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 68% 46%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 72% 18%)"/></linearGradient>`,
    '<radialGradient id="s" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<clipPath id="c"><rect width="240" height="240" rx="28"/></clipPath></defs>',
    '<g clip-path="url(#c)"><rect width="240" height="240" fill="url(#b)"/>',
    motifOf(subject.gameType),
    '<rect width="240" height="240" fill="url(#s)"/><rect y="176" width="240" height="64" fill="#000" fill-opacity=".32"/></g>',
    `<text x="120" y="100" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeMarkup(initialsOf(subject.gameName))}</text>`,
    `<text x="120" y="210" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${nameSize}" font-weight="600" fill="#fff">${escapeMarkup(name)}</text>`,
    '</svg>',
  ].join('');
}
