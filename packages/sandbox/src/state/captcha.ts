import type { SandboxContext } from '../context';

const CAPTCHAS = 'captchas';
const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Issues a captcha: a 4-character code drawn as an SVG data URL. The platform ties a captcha to its caller in ways
 * the earlier build does not show; the sandbox accepts any unexpired code it issued, once.
 */
export function issueCaptcha(context: SandboxContext): { code: string; image: string } {
  const code = Array.from({ length: 4 }, () => ALPHABET[Math.floor(context.random() * ALPHABET.length)]).join('');
  context.store.put(CAPTCHAS, code, { expiresAt: context.now() + CAPTCHA_LIFETIME_MS });
  context.store.put('settings', 'lastCaptcha', code);
  return { code, image: `data:image/svg+xml;base64,${btoa(drawCaptcha(code, context.random))}` };
}

/** Uses up a captcha code; false when unknown, used or expired. */
export function consumeCaptcha(context: SandboxContext, code: string | undefined): boolean {
  if (!code) return false;
  const issued = context.store.get<{ expiresAt: number }>(CAPTCHAS, code.trim().toUpperCase());
  if (!issued) return false;
  context.store.delete(CAPTCHAS, code.trim().toUpperCase());
  return issued.expiresAt > context.now();
}

/** The code of the last captcha issued (a sandbox control, so tests can solve it). */
export function lastCaptchaCode(context: SandboxContext): string | null {
  return context.store.get<string>('settings', 'lastCaptcha') ?? null;
}

function drawCaptcha(code: string, random: () => number): string {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [random() * 120, random() * 40, random() * 120, random() * 40].map(Math.round);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8aa" stroke-width="1"/>`;
  }).join('');
  const letters = [...code]
    .map((letter, index) => {
      const tilt = Math.round(random() * 30 - 15);
      const x = 14 + index * 26;
      return `<text x="${x}" y="29" transform="rotate(${tilt} ${x} 22)">${letter}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#eef3f8"/>${noise}<g font-family="monospace" font-size="24" font-weight="700" fill="#123">${letters}</g></svg>`;
}
