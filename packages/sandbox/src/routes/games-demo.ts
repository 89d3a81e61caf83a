import type { Hono } from 'hono';
import { drawnOnce, pngResponse } from '../art/drawn-art';
import { gameIconPng } from '../art/game-icon';
import type { SandboxContext } from '../context';
import { findGameById, GAME_ICON_PREFIX } from '../state/game-catalogue';
import { findLotteryGame, lastDraw } from '../state/game-lottery';
import { readLaunchTicket } from '../state/game-player';
import { findVendor } from '../state/game-vendors';
import { toDecimal } from '../state/money';
import { balanceOf } from '../state/wallets';
import { demoGameHtml, endedGameHtml } from './games-demo-page';

/** Where a launched game's URL points: the sandbox's demo game page (never part of a production site). */
export const DEMO_GAME_PATH = '/__sandbox/demo-game';
/** Free-trial play shows this many credits instead of a wallet. */
const TRIAL_CREDITS_MINOR = 200_000;

const grouped = (minor: number) => toDecimal(minor).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The page's headers: framed only by the sandbox's own origin and the site that launched the game. */
const pageHeaders = (nonce: string, framedBy: readonly string[] = []) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; frame-ancestors ${["'self'", ...framedBy].join(' ')}`,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
});

/** The demo game page behind every launch URL, and the games' generated icons. */
export function answerDemoGame(app: Hono, sandbox: SandboxContext): void {
  app.get(DEMO_GAME_PATH, (c) => {
    const ticket = readLaunchTicket(sandbox, c.req.query('ticket') ?? '');
    if (!ticket) return new Response(endedGameHtml(), { status: 404, headers: pageHeaders('none') });
    const nonce = crypto.randomUUID().replaceAll('-', '');
    const lotteryGame = ticket.lottery?.gameCode ? findLotteryGame(ticket.lottery.gameCode) : undefined;
    const draw = lotteryGame ? lastDraw(lotteryGame, sandbox.now()) : null;
    const html = demoGameHtml({
      title: ticket.roomName ?? ticket.gameName,
      vendor: findVendor(ticket.vassalage)?.displayName ?? ticket.vassalage,
      mode: ticket.lottery ? `Lottery ${ticket.lottery.view}` : ticket.trial ? 'Free trial' : 'Real money',
      walletLabel: ticket.trial ? 'Trial credits' : `${ticket.vassalage} wallet`,
      balance: grouped(
        ticket.trial
          ? TRIAL_CREDITS_MINOR
          : balanceOf(sandbox, { username: ticket.username, wallet: ticket.vassalage }),
      ),
      detail: draw ? `Issue ${draw.numero} · ${draw.winningNumbers.join(' ')}` : null,
      backUrl: ticket.lottery?.backUrl ?? null,
      language: ticket.language,
      nonce,
    });
    return new Response(html, { headers: pageHeaders(nonce, ticket.framedBy) });
  });

  app.get(`${GAME_ICON_PREFIX}/:vassalage/:file`, async (c) => {
    const vassalage = c.req.param('vassalage');
    // Icons were SVG before they were PNG: an address kept from then still finds its game.
    const gameCode = c.req.param('file').replace(/\.(png|svg)$/, '');
    const game = findGameById(sandbox.store, vassalage, gameCode);
    if (!game) return new Response('no such game icon', { status: 404 });
    return pngResponse(await drawnOnce(`game/${vassalage}/${gameCode}`, () => gameIconPng(game)));
  });
}
