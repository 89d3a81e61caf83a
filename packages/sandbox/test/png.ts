import { inflateSync } from 'node:zlib';

/** A PNG the sandbox drew, read back: its size and its pixels as RGBA bytes (rows filtered as the sandbox writes them). */
export function readPng(file: Uint8Array) {
  const bytes = Buffer.from(file);
  expectSignature(bytes);
  let offset = 8;
  let header: { width: number; height: number; colourType: number } | undefined;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR')
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), colourType: body[9] ?? -1 };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('no IHDR chunk');
  const { width, height, colourType } = header;
  const channels = colourType === 6 ? 4 : 3;
  const rows = inflateSync(Buffer.concat(data));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = rows.subarray(y * (width * channels + 1), (y + 1) * (width * channels + 1));
    if (row[0] !== 1) throw new Error(`row ${y} uses filter ${row[0]}, not Sub`);
    const left = [0, 0, 0, 0];
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        const value = channel < channels ? ((row[1 + x * channels + channel] ?? 0) + (left[channel] ?? 0)) & 0xff : 255;
        left[channel] = value;
        rgba[(y * width + x) * 4 + channel] = value;
      }
    }
  }
  return { width, height, colourType, rgba };
}

function expectSignature(bytes: Buffer) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, at) => bytes[at] === byte)) throw new Error('not a PNG file');
}

/** How many pixels in a box are near white (the art's lettering). */
export function whitePixels(
  png: ReturnType<typeof readPng>,
  box: { left: number; top: number; right: number; bottom: number },
) {
  let count = 0;
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const at = (y * png.width + x) * 4;
      if ((png.rgba[at] ?? 0) > 230 && (png.rgba[at + 1] ?? 0) > 230 && (png.rgba[at + 2] ?? 0) > 230) count++;
    }
  return count;
}
