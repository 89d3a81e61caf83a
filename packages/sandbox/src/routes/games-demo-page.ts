import { escapeMarkup } from '../art/palette';

/** What the demo game page shows. */
export interface DemoGamePage {
  title: string;
  vendor: string;
  /** 'Real money', 'Free trial' or the lottery view. */
  mode: string;
  walletLabel: string;
  balance: string;
  /** A lottery view's latest draw, e.g. 'Issue 202511210950 · 1 2 3 4 5'. */
  detail: string | null;
  backUrl: string | null;
  language: string;
  nonce: string;
}

/** A self-contained HTML page: the game's name, its vendor wallet's balance and a "spin" that changes a number. */
export function demoGameHtml(page: DemoGamePage): string {
  const text = escapeMarkup;
  const back = page.backUrl
    ? `<a class="back" href="${text(page.backUrl)}" target="_top" rel="noopener noreferrer">Back</a>`
    : '';
  return `<!doctype html>
<html lang="${text(page.language.toLowerCase())}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${text(page.title)}</title>
<style nonce="${page.nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 30% 20%,#22345a,#0b1222);color:#f4f6fb;font:16px/1.4 system-ui,sans-serif}
main{box-sizing:border-box;width:min(92vw,420px);padding:24px;border-radius:20px;background:#131d33;box-shadow:0 12px 40px #0008;text-align:center}
h1{margin:0 0 4px;font-size:1.4rem}.muted{color:#9fb0d0;font-size:.9rem;margin:0}
.reel{margin:20px 0;font:800 3.5rem/1 ui-monospace,monospace;letter-spacing:.1em;font-variant-numeric:tabular-nums;color:#ffd166}
.wallet{display:flex;justify-content:space-between;padding:10px 14px;border-radius:12px;background:#0b1222;font-variant-numeric:tabular-nums}
.wallet b{color:#ffd166}button{margin-top:18px;width:100%;padding:14px;border:0;border-radius:12px;background:#3d7bfd;color:#fff;font:700 1.1rem system-ui;cursor:pointer}
button:focus-visible,.back:focus-visible{outline:3px solid #ffd166;outline-offset:2px}.back{display:inline-block;margin-top:14px;color:#9fc1ff}
</style></head><body><main>
<h1>${text(page.title)}</h1><p class="muted">${text(page.vendor)} · ${text(page.mode)}</p>
${page.detail ? `<p class="muted">${text(page.detail)}</p>` : ''}
<output class="reel" id="reel" aria-live="polite">000</output>
<div class="wallet"><span>${text(page.walletLabel)}</span><b>${text(page.balance)}</b></div>
<button type="button" id="spin">Spin</button>${back}
<p class="muted" id="spins">0 spins</p>
</main><script nonce="${page.nonce}">
let spins = 0;
document.getElementById('spin').addEventListener('click', () => {
  spins += 1;
  document.getElementById('reel').textContent = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  document.getElementById('spins').textContent = spins + (spins === 1 ? ' spin' : ' spins');
});
</script></body></html>`;
}

/** The page for a ticket that is unknown or has expired. */
export function endedGameHtml(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game session ended</title></head><body style="font-family:system-ui;background:#0b1222;color:#f4f6fb;display:grid;place-items:center;min-height:100vh;margin:0"><p>This game session has ended. Please launch the game again.</p></body></html>';
}
