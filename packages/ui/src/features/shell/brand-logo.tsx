import { useState } from 'react';
import { cn } from '../../styling/cn';

/** Props of {@link BrandLogo}. */
export type BrandLogoProps = {
  /** The brand's name: the image's text alternative, and the wordmark when there is no image. */
  name: string;
  /** The logo image's address, from the brand configuration. */
  src?: string | null | undefined;
  className?: string;
};

/**
 * The brand's logo in the header: the configured image at the bar's height, or the name as a wordmark when the
 * brand has no image or it does not load.
 */
export function BrandLogo({ name, src, className }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        data-slot="brand-logo"
        src={src}
        alt={name}
        height={32}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn(
          'block h-6 w-auto max-w-full object-cover object-left sm:h-8 sm:max-w-44 rtl:object-right',
          className,
        )}
      />
    );
  }
  return (
    // A brand's name is a name: a browser's page translation leaves it as it is.
    <span
      data-slot="brand-logo"
      translate="no"
      className={cn('block overflow-hidden whitespace-nowrap font-black text-lg tracking-tight sm:text-xl', className)}
    >
      <span className="text-focus">{name.slice(0, 1)}</span>
      {name.slice(1)}
    </span>
  );
}
