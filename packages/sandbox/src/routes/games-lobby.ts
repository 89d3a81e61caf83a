import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { answerGameCatalogueCalls } from './games-catalogue';
import { answerDemoGame } from './games-demo';
import { answerFavouriteCalls } from './games-favourites';
import { answerLaunchCalls } from './games-launch';
import { answerLotteryCalls } from './games-lottery';

/** Every game call but the vendor lanes: catalogue, lottery, favourites, launch, the demo game and icons. */
export function answerLobbyCalls(app: Hono, sandbox: SandboxContext): void {
  answerDemoGame(app, sandbox);
  answerGameCatalogueCalls(app, sandbox);
  answerLotteryCalls(app, sandbox);
  answerFavouriteCalls(app, sandbox);
  answerLaunchCalls(app, sandbox);
}
