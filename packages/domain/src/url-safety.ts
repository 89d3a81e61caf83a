const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** A third-party page (a game, the live chat) is opened only when it is https:, or http: on localhost (DESIGN.md). */
export function isSafeExternalUrl(url: string | null | undefined): boolean {
  const parsed = url ? parse(url) : null;
  if (!parsed) return false;
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOCAL_HOSTS.includes(parsed.hostname));
}

/** A back URL or redirect is followed only to the site's own origin; else '/' (DESIGN.md). */
export function safeRedirect(target: string | null | undefined, siteOrigin: string): string {
  const parsed = target ? parse(target, siteOrigin) : null;
  if (!parsed || parsed.origin !== new URL(siteOrigin).origin) return '/';
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A game URL may be framed only when it is https:, or http: on localhost (DESIGN.md, rules that protect users). */
export const isSafeGameUrl: (url: string | null | undefined) => boolean = isSafeExternalUrl;

/**
 * A platform address the site opens or shows (a download link, the decrypted live-chat path) made absolute against
 * the site's own address, since the platform may answer with a path on its own origin; null when the result is not
 * a safe external URL.
 */
export function resolveSafeUrl(url: string | null | undefined, siteAddress: string): string | null {
  const parsed = url ? parse(url, siteAddress) : null;
  return parsed && isSafeExternalUrl(parsed.href) ? parsed.href : null;
}
