import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { seedBanners, seedNotices, seedPopups, seedPromotions } from '../state/seed-content';
import { answer } from './answer';

/** Notices, banners, popups for this visitor (execution A/B/F, PLATFORM-FACTS §6.7) and promotions. */
export function answerNoticeCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getAnnouncements, (input, { session }) => {
    const types = new Set(input.types.split(',').map((type) => type.trim()));
    const audience = session ? (session.firstLogin ? ['A', 'F'] : ['A']) : ['B'];
    return {
      player: types.has('PL') ? seedNotices : [],
      banners: types.has('B') ? seedBanners : [],
      popup: types.has('PU') ? seedPopups.filter((popup) => audience.includes(popup.execution)) : [],
      promotion: types.has('PR') ? seedPromotions : [],
    };
  });
}
