import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { laneClassify } from '../state/game-catalogue';
import { seedVendorLanes } from '../state/seed-games';
import { readSetting } from '../state/settings';
import { answer } from './answer';

/** Vendor lanes for every category (SPEC §3 game vendor card), each with its classify groups' real game counts. */
export function answerGameCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getGameVendors, (input, { request }) => {
    if (input.merchantCode && input.merchantCode !== readSetting(sandbox.store, 'brand').merchantCode) {
      throw new Rejection('invalid_request');
    }
    const language = request.headers.get('Language');
    const lanes = seedVendorLanes.map((lane) => ({
      ...lane,
      gameClassify: laneClassify(sandbox.store, lane, language),
    }));
    return { data: { lanes } };
  });
}
