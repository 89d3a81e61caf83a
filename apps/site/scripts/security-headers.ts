// The built site's security headers (DESIGN.md: rules that protect users), in one place: the build writes them to
// dist/_headers (Netlify, Cloudflare Pages; the sandbox server sends what it says) and dist/nginx-security-headers.conf.

/** Where the site's pages may load from and be framed by; every list holds origins or CSP source keywords. */
export interface SecurityHeaderConfig {
  /** The platform's address (`VITE_PLATFORM_URL`); empty = the site's own origin. */
  platformUrl: string;
  /** Origins of the game and live-chat pages the site frames (`LOBBYKIT_FRAME_SRC`); the platform's is added. */
  frameSrc: readonly string[];
  /** Who may frame the site (`LOBBYKIT_FRAME_ANCESTORS`); default `'self'`, `'none'` forbids framing. */
  frameAncestors: readonly string[];
  /** Where images come from besides the site, the platform and data: URLs (`LOBBYKIT_IMG_SRC`); default `https:`. */
  imgSrc: readonly string[];
}

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** The configuration from the build's environment. */
export function securityHeaderConfigFromEnv(env: Record<string, string | undefined>): SecurityHeaderConfig {
  const frameAncestors = list(env.LOBBYKIT_FRAME_ANCESTORS);
  const imgSrc = list(env.LOBBYKIT_IMG_SRC);
  return {
    platformUrl: env.VITE_PLATFORM_URL ?? '',
    frameSrc: list(env.LOBBYKIT_FRAME_SRC),
    frameAncestors: frameAncestors.length ? frameAncestors : ["'self'"],
    imgSrc: imgSrc.length ? imgSrc : ['https:'],
  };
}

// A keyword, a scheme (`https:`), or an origin with an optional `*.` host wildcard; nothing that could end a
// directive or a header.
const SOURCE = /^('(self|none)'|[a-z][a-z0-9+.-]*:|[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?)$/i;

function sources(name: string, values: readonly string[]): string[] {
  for (const value of values) {
    if (!SOURCE.test(value)) throw new Error(`${name}: "${value}" is not an origin or a CSP source keyword`);
  }
  return [...new Set(values)];
}

/** The security headers of every page and file of the built site. */
export function securityHeaders(config: SecurityHeaderConfig): Record<string, string> {
  const platform = config.platformUrl ? [new URL(config.platformUrl).origin] : [];
  const frameAncestors = sources('frame-ancestors', config.frameAncestors);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix dialogs add a <style> element and React sets style attributes; no script can run from either.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources('img-src', ["'self'", 'data:', 'blob:', ...platform, ...config.imgSrc]).join(' ')}`,
    "font-src 'self'",
    `connect-src ${sources('connect-src', ["'self'", ...platform]).join(' ')}`,
    `frame-src ${sources('frame-src', ["'self'", ...platform, ...config.frameSrc]).join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
  // X-Frame-Options for browsers without frame-ancestors: it can say only "nobody" or "this origin".
  const frameOptions =
    frameAncestors.join(' ') === "'none'" ? 'DENY' : frameAncestors.join(' ') === "'self'" ? 'SAMEORIGIN' : null;
  return {
    'Content-Security-Policy': csp,
    ...(frameOptions ? { 'X-Frame-Options': frameOptions } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    // The live chat opens in a window that the site then points at the chat's address (packages/ui/src/customer-service/use-live-chat.tsx); with
    // same-origin that window moves to its own browsing context group, which the site wants anyway (opener null).
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** `_headers` for Netlify and Cloudflare Pages: every path gets every header. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Security headers of the lobbykit site, written by its build (apps/site/scripts/security-headers.ts).\n/*\n${lines.join('\n')}\n`;
}

/** An nginx snippet to include in the `server` (or `location`) block that serves dist/. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Security headers of the lobbykit site, written by its build (apps/site/scripts/security-headers.ts).
# include it in the server block that serves dist/. nginx drops inherited add_header lines in a block that has its
# own, so include it again in any location block that adds headers (e.g. Cache-Control for /assets/).
${lines.join('\n')}
`;
}
