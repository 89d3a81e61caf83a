import { type ComponentProps, useMemo } from 'react';
import { encode } from 'uqr';
import { cn } from '../../styling/cn';

export type QrCodeProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** What the code encodes: a link, a referral address, an app download page. */
  value: string;
  /** What a screen reader says instead of the picture, e.g. "QR code of your invitation link". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
};

/**
 * A QR code drawn locally as one SVG path (no image service sees the link). Always dark on white with a quiet zone,
 * whatever the theme, so phone cameras read it.
 */
export function QrCode({ value, label, size = 160, className, ...props }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, modules };
  }, [value]);

  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={cn('rounded-md bg-white', className)}
      {...props}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
