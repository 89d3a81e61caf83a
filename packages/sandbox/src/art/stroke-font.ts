import type { Mask } from './raster';

// Capitals and digits drawn as strokes on a grid 4 wide and 6 tall (y down), so the sandbox can letter its PNG art
// without a font file. Curves are chamfered corners: with round stroke ends they read as a bold rounded face.
type Stroke = readonly (readonly [number, number])[];

const O: Stroke = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const C: Stroke = [
  [4, 1],
  [3, 0],
  [1, 0],
  [0, 1],
  [0, 5],
  [1, 6],
  [3, 6],
  [4, 5],
];
const P: Stroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2.5],
  [3, 3.5],
  [0, 3.5],
];

const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  B: [
    [
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
      [0, 0],
      [2.8, 0],
      [3.7, 0.9],
      [3.7, 2.1],
      [2.8, 3],
    ],
  ],
  C: [C],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [[...C, [4, 3.4], [2.2, 3.4]]],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 0],
      [3, 0],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.6],
    ],
    [
      [1.5, 2.3],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [O],
  P: [P],
  Q: [
    O,
    [
      [2.6, 4.6],
      [4.2, 6.2],
    ],
  ],
  R: [
    P,
    [
      [2, 3.5],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '0': [O],
  '1': [
    [
      [0.8, 1.2],
      [2, 0],
      [2, 6],
    ],
    [
      [0.8, 6],
      [3.2, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2.2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [3.5, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0.5, 6],
    ],
  ],
  '&': [
    [
      [4, 6],
      [1, 2.4],
      [1, 1],
      [2, 0],
      [3, 1],
      [3, 2],
      [0, 4],
      [0, 5],
      [1, 6],
      [2.5, 6],
      [4, 4],
    ],
  ],
  '-': [
    [
      [1, 3],
      [3, 3],
    ],
  ],
  '.': [
    [
      [2, 5.9],
      [2, 6],
    ],
  ],
  '?': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [2, 3.5],
      [2, 4.2],
    ],
    [
      [2, 5.9],
      [2, 6],
    ],
  ],
};

/** Each character's advance, in cap heights: four grid units of glyph and 1.6 of space. */
const ADVANCE = 5.6 / 6;
const GLYPH_WIDTH = 4 / 6;

/** A character the font can draw: accents dropped, capitals, anything else a question mark. */
function drawable(char: string): string {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return char === ' ' || GLYPHS[base] ? base : '?';
}

/** How wide a line of `text` is at cap height `size`. */
export function strokeTextWidth(text: string, size: number): number {
  const count = [...text].length;
  return count === 0 ? 0 : ((count - 1) * ADVANCE + GLYPH_WIDTH) * size;
}

/** Adds `text` to a mask, centred on (cx, cy), capitals `size` tall with strokes `weight` thick. */
export function strokeText(mask: Mask, text: string, cx: number, cy: number, size: number, weight: number): void {
  const unit = size / 6;
  const left = cx - strokeTextWidth(text, size) / 2;
  const top = cy - size / 2;
  for (const [index, char] of [...text].entries()) {
    const x = left + index * ADVANCE * size;
    for (const stroke of GLYPHS[drawable(char)] ?? []) {
      for (let at = 1; at < stroke.length; at++) {
        const [x1, y1] = stroke[at - 1] ?? [0, 0];
        const [x2, y2] = stroke[at] ?? [0, 0];
        mask.line(x + x1 * unit, top + y1 * unit, x + x2 * unit, top + y2 * unit, weight / 2);
      }
    }
  }
}
