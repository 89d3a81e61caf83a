import { hueOf, initialsOf } from './palette';
import { encodePng, hsl, hypot, type Mask, Raster } from './raster';
import { strokeText } from './stroke-font';

/** What a game icon shows: the game's name, its vendor (the colour family) and category (the motif). */
export interface GameIconSubject {
  gameName: string;
  vassalage: string;
  gameType: string;
}

const SIZE = 240;

/** A faint shape per category behind the initials, so categories read apart at a glance. */
const MOTIFS: Record<string, (mask: Mask) => void> = {
  RNG: (mask) => {
    for (const cx of [54, 120, 186]) mask.box(cx, 82, 52, 96, 10);
  },
  LIVE: (mask) => {
    mask.box(104, 85, 84, 118, 10, -12);
    mask.box(140, 89, 84, 118, 10, 10);
  },
  PVP: (mask) => {
    mask.disc(74, 80, 44);
    mask.disc(166, 80, 44);
  },
  FISH: (mask) => {
    // A body between two arcs and a tail.
    mask.shape(36, 40, 176, 132, (x, y) => Math.max(hypot(x - 106, y - 150) - 98, hypot(x - 106, y - 22) - 98));
    mask.shape(176, 56, 212, 116, (x, y) => Math.max(176 - x, x - 212, Math.abs(y - 86) - (x - 176) * (30 / 36)));
  },
  SPORTS: (mask) => mask.disc(120, 84, 58),
  ESPORTS: (mask) => {
    mask.box(120, 88, 168, 60, 28);
    mask.disc(64, 118, 22);
    mask.disc(176, 118, 22);
  },
  LOTTERY: (mask) => {
    mask.disc(64, 70, 30);
    mask.disc(122, 96, 34);
    mask.disc(178, 64, 28);
  },
};

const motifOf = (gameType: string) =>
  MOTIFS[gameType] ?? (gameType === 'LOTT' || gameType === 'ELOTT' ? MOTIFS.LOTTERY : MOTIFS.RNG);

const WHITE = [1, 1, 1] as const;
const BLACK = [0, 0, 0] as const;

/**
 * A 240×240 PNG icon drawn from a game's name: its vendor's colours turned a little by the name, its category's
 * motif, a soft light and the name's initials. The name itself is on the card below the art.
 */
export async function gameIconPng(subject: GameIconSubject): Promise<Uint8Array<ArrayBuffer>> {
  const hue = hueOf(subject.vassalage, subject.gameName);
  const art = new Raster(SIZE, SIZE).diagonal(hsl(hue, 68, 46), hsl((hue + 40) % 360, 72, 18));
  const motif = art.mask();
  motifOf(subject.gameType)?.(motif);
  if (subject.gameType === 'SPORTS') motif.line(62, 84, 178, 84, 3).line(120, 26, 120, 142, 3);
  art.paint(motif, WHITE, 0.16);
  art.wash(WHITE, (x, y) => 0.3 * (1 - hypot(x - SIZE * 0.3, y - SIZE * 0.2) / (SIZE * 0.8)));

  const initials = initialsOf(subject.gameName);
  const capHeight = 56;
  const shadow = art.mask();
  strokeText(shadow, initials, SIZE / 2, SIZE / 2 + 4, capHeight, 13);
  art.paint(shadow, BLACK, 0.28);
  const letters = art.mask();
  strokeText(letters, initials, SIZE / 2, SIZE / 2, capHeight, 13);
  art.paint(letters, WHITE);
  return encodePng(art);
}
