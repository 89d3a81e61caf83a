import { pickCdn } from './cdn';
import type { RandomSource } from './clock';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)?\/\//i;

/** A CDN host as the platform lists it, bare (`img.example.com`) or with its scheme, without a trailing slash. */
function originOf(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return ABSOLUTE.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The address of an image the platform names by path (a game's `iconUrl`, a vendor's icon): on a host picked at
 * random from `info.imageCDNs`, else on `fallbackHost` ('' = the site's own origin) (SPEC §9, PLATFORM-FACTS §6.5).
 * An address that is already absolute stays as it is.
 */
export function imageUrlFor(
  path: string,
  hosts: readonly string[] | null | undefined,
  random: RandomSource,
  fallbackHost = '',
): string {
  if (path === '' || ABSOLUTE.test(path) || path.startsWith('data:')) return path;
  const host = pickCdn(hosts, fallbackHost, random);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return host.trim() === '' ? rooted : `${originOf(host)}${rooted}`;
}
