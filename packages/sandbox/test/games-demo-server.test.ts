import { isSafeGameUrl } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { startSandboxServer } from '../src/node';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { platformClientOf } from './harness';

describe('game URL from the Node server (DESIGN.md: a framed game URL is https, or http on localhost)', () => {
  it('answers a URL on the server’s own localhost origin that the site may frame, without the session token', async () => {
    const server = await startSandboxServer({ port: 0 });
    try {
      const client = platformClientOf(server.url);
      await client.login(SEED_ACCOUNTS.member);
      const { games } = await client.getGameList({ vassalage: 'JL', pageSize: 1 });
      const [game] = games;
      const token = client.token();
      if (!game || !token) throw new Error('a game and a session');
      const { game_url } = await client.launchGame(game);
      expect(game_url.startsWith(`${server.url}/__sandbox/demo-game?ticket=`)).toBe(true);
      expect(isSafeGameUrl(game_url)).toBe(true);
      expect(game_url.includes(token)).toBe(false);
      expect((await fetch(game_url)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
