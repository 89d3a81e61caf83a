import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { answerGameCatalogueCalls } from './games-catalogue';
import { answerGameControls } from './games-controls';
import { answerDemoGame } from './games-demo';
import { answerFavouriteCalls } from './games-favourites';
import { answerLaunchCalls } from './games-launch';
import { answerLotteryCalls } from './games-lottery';

/** Every game call but the vendor lanes: catalogue, lottery, favourites, launch, the demo game, icons and controls. */
export function answerLobbyCalls(app: Hono, sandbox: SandboxContext): void {
  answerGameControls(app, sandbox);
  answerDemoGame(app, sandbox);
  answerGameCatalogueCalls(app, sandbox);
  answerLotteryCalls(app, sandbox);
  answerFavouriteCalls(app, sandbox);
  answerLaunchCalls(app, sandbox);
}
