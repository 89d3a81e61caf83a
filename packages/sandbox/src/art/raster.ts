// The sandbox draws its game and vendor art as PNG, as the platform serves it (PLATFORM-FACTS §8: `*.png` icons).
// SVG in an <img> costs a browser a whole document per picture (a lobby of a thousand SVG icons held hundreds of
// them, tens of MB of DOM heap, and every garbage collection paid for it), so SVG art would make every page measured
// against the sandbox slower than the same page against the platform.

/** A colour as red, green and blue in 0–1. */
export type Rgb = readonly [number, number, number];

/** `hsl(h s% l%)` in 0–1 channels. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);
// Math.hypot is several times slower than this in V8, and a picture asks for it hundreds of thousands of times.
export const hypot = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** A signed distance in pixels from a point to a shape's edge: negative inside. */
type Distance = (x: number, y: number) => number;

/**
 * How much of each pixel a set of shapes covers (0–1), anti-aliased over one pixel at the edges. Shapes added to one
 * mask merge (the most any of them covers), so strokes that meet at a joint are not painted twice.
 */
export class Mask {
  readonly coverage: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.coverage = new Float32Array(width * height);
  }

  /** Adds a shape by its distance function, looking only at the pixels of its bounding box. */
  shape(left: number, top: number, right: number, bottom: number, distance: Distance): this {
    const x0 = Math.max(0, Math.floor(left - 1));
    const y0 = Math.max(0, Math.floor(top - 1));
    const x1 = Math.min(this.width, Math.ceil(right + 1));
    const y1 = Math.min(this.height, Math.ceil(bottom + 1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const covered = clamp01(0.5 - distance(x + 0.5, y + 0.5));
        const at = y * this.width + x;
        if (covered > (this.coverage[at] ?? 0)) this.coverage[at] = covered;
      }
    }
    return this;
  }

  disc(cx: number, cy: number, r: number): this {
    return this.shape(cx - r, cy - r, cx + r, cy + r, (x, y) => hypot(x - cx, y - cy) - r);
  }

  /** A rounded rectangle centred on (cx, cy), turned `degrees` about its centre. */
  box(cx: number, cy: number, width: number, height: number, radius: number, degrees = 0): this {
    const turn = (degrees * Math.PI) / 180;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const hw = width / 2 - radius;
    const hh = height / 2 - radius;
    const reach = hypot(width, height) / 2;
    return this.shape(cx - reach, cy - reach, cx + reach, cy + reach, (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const qx = Math.abs(dx * cos + dy * sin) - hw;
      const qy = Math.abs(-dx * sin + dy * cos) - hh;
      return hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
    });
  }

  /** A line from (x1, y1) to (x2, y2) with round ends, `r` either side. */
  line(x1: number, y1: number, x2: number, y2: number, r: number): this {
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = dx * dx + dy * dy || 1;
    return this.shape(
      Math.min(x1, x2) - r,
      Math.min(y1, y2) - r,
      Math.max(x1, x2) + r,
      Math.max(y1, y2) + r,
      (x, y) => {
        const along = clamp01(((x - x1) * dx + (y - y1) * dy) / length);
        return hypot(x - x1 - along * dx, y - y1 - along * dy) - r;
      },
    );
  }
}

/** An RGBA picture in 0–1 floats, painted from the back to the front. */
export class Raster {
  readonly pixels: Float32Array;
  /** Until clipped, every pixel is opaque and the PNG needs no alpha channel. */
  opaque = true;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 4);
  }

  mask(): Mask {
    return new Mask(this.width, this.height);
  }

  /** Fills the picture with a gradient from its top left corner to its bottom right. */
  diagonal(from: Rgb, to: Rgb): this {
    const { width, height, pixels } = this;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = ((x + 0.5) / width + (y + 0.5) / height) / 2;
        const at = (y * width + x) * 4;
        pixels[at] = from[0] + (to[0] - from[0]) * t;
        pixels[at + 1] = from[1] + (to[1] - from[1]) * t;
        pixels[at + 2] = from[2] + (to[2] - from[2]) * t;
        pixels[at + 3] = 1;
      }
    }
    return this;
  }

  /** Lays a colour over the pixels a mask covers, at `opacity`. */
  paint(mask: Mask, colour: Rgb, opacity = 1): this {
    for (let at = 0; at < mask.coverage.length; at++) this.blend(at, colour, (mask.coverage[at] ?? 0) * opacity);
    return this;
  }

  /** Lays a colour over every pixel at the opacity `alphaAt` gives for it (a glow, a sheen). */
  wash(colour: Rgb, alphaAt: (x: number, y: number) => number): this {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) this.blend(y * this.width + x, colour, clamp01(alphaAt(x + 0.5, y + 0.5)));
    return this;
  }

  private blend(pixel: number, colour: Rgb, alpha: number): void {
    if (alpha === 0) return;
    for (let channel = 0; channel < 3; channel++) {
      const at = pixel * 4 + channel;
      this.pixels[at] = (this.pixels[at] ?? 0) * (1 - alpha) + (colour[channel] ?? 0) * alpha;
    }
  }

  /** Keeps only what a mask covers: the rest turns transparent (rounded corners). */
  clip(mask: Mask): this {
    this.opaque = false;
    for (let at = 0; at < mask.coverage.length; at++) this.pixels[at * 4 + 3] = mask.coverage[at] ?? 0;
    return this;
  }
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/** zlib deflate with the platform's own stream (Node and browsers both have it: the sandbox runs in either). */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The picture as a PNG file: 8-bit RGB, or RGBA once clipped; each row filtered against its left neighbour
 * (gradients pack small).
 */
export async function encodePng(raster: Raster): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, pixels, opaque } = raster;
  const channels = opaque ? 3 : 4;
  const stride = width * channels + 1;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    let out = y * stride;
    rows[out++] = 1;
    const left = [0, 0, 0, 0];
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < channels; channel++) {
        const byte = Math.round(clamp01(pixels[(y * width + x) * 4 + channel] ?? 0) * 255);
        rows[out++] = (byte - (left[channel] ?? 0)) & 0xff;
        left[channel] = byte;
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, opaque ? 2 : 6, 0, 0, 0], 8);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(rows)),
    chunk('IEND', new Uint8Array()),
  ];
  const file = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
