/** Stories and tests only: a real PNG of a payment slip's colours, drawn on a canvas. */
export async function storyPng(name = 'transfer-slip.png', hue = 210): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 160, 160);
    gradient.addColorStop(0, `hsl(${hue} 70% 55%)`);
    gradient.addColorStop(1, `hsl(${hue + 60} 70% 35%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = 'rgba(255,255,255,0.85)';
    for (const [y, width] of [
      [40, 100],
      [70, 80],
      [100, 110],
    ] as const) {
      context.fillRect(25, y, width, 10);
    }
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made ?? new Blob()), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Stories and tests only: a file of the given type and size (its bytes are zeros). */
export function storyFile(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}
