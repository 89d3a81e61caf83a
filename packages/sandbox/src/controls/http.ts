import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { envelope } from '../routes/answer';
import { DEMO_GAME_PATH } from '../routes/games-demo';
import {
  brandControlSchema,
  faultControlSchema,
  languagesControlSchema,
  moduleFlagsControlSchema,
  registerRulesControlSchema,
  type SandboxControls,
  systemStatusControlSchema,
} from './controls';

/** Where every sandbox control lives (the game and money controls too). */
export const CONTROL_PREFIX = '/__sandbox/';

/** Every control's HTTP address; the README documents each. */
export const CONTROL_PATHS = {
  status: '/__sandbox/status',
  brand: '/__sandbox/brand',
  languages: '/__sandbox/languages',
  modules: '/__sandbox/modules',
  registerRules: '/__sandbox/register-rules',
  sms: '/__sandbox/sms',
  captcha: '/__sandbox/captcha',
  phoneAuth: '/__sandbox/phone-auth',
  clock: '/__sandbox/clock',
  reset: '/__sandbox/reset',
  failNext: '/__sandbox/fail-next',
  publicKey: '/__sandbox/public-key',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isJson = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The controls switch the whole platform (maintenance, the clock) and read secrets (SMS and captcha codes), so only
 * the site's own pages and tools that are no browser may use them (another site must not switch or read them): a request whose `Origin` is another
 * origin, or that a browser marks as sent from another site, is refused, and so is a POST that is not JSON, which a
 * cross-site form or `no-cors` fetch could send without asking. The demo game page is no control: a game vendor's
 * page that any site frames.
 */
export const refuseForeignControlRequests: MiddlewareHandler = async (c, next) => {
  if (c.req.path === DEMO_GAME_PATH) return next();
  const request = c.req.raw;
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  const foreign =
    (origin !== null && origin !== new URL(request.url).origin) ||
    (site !== null && site !== 'same-origin' && site !== 'none') ||
    (!SAFE_METHODS.has(request.method) && !isJson(request.headers.get('Content-Type')));
  return foreign ? envelope.refuse('function_not_available', 403) : next();
};

const readJson = async <T>(c: Context, schema: z.ZodType<T, unknown>): Promise<T | Response> => {
  let body: unknown;
  try {
    body = JSON.parse((await c.req.text()) || '{}');
  } catch {
    return envelope.refuse('invalid_request', 400);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : envelope.refuse('invalid_request', 400);
};

/** Mounts the controls under `/__sandbox/`; answers use the same envelope as the platform. */
export function answerControls(app: Hono, controls: SandboxControls): void {
  app.post(CONTROL_PATHS.status, async (c) => {
    const flags = await readJson(c, systemStatusControlSchema);
    return flags instanceof Response ? flags : envelope.ok(await controls.setSystemStatus(flags));
  });
  app.post(CONTROL_PATHS.brand, async (c) => {
    const patch = await readJson(c, brandControlSchema);
    if (patch instanceof Response) return patch;
    await controls.setBrand(patch);
    return envelope.ok(null);
  });
  app.post(CONTROL_PATHS.languages, async (c) => {
    const offer = await readJson(c, languagesControlSchema);
    if (offer instanceof Response) return offer;
    return envelope.ok({ supportedLanguages: await controls.setLanguages(offer) });
  });
  app.post(CONTROL_PATHS.modules, async (c) => {
    const flags = await readJson(c, moduleFlagsControlSchema);
    if (flags instanceof Response) return flags;
    await controls.setModuleFlags(flags);
    return envelope.ok(null);
  });
  app.post(CONTROL_PATHS.registerRules, async (c) => {
    const rules = await readJson(c, registerRulesControlSchema);
    if (rules instanceof Response) return rules;
    await controls.setRegisterRules(rules);
    return envelope.ok(null);
  });
  app.get(CONTROL_PATHS.sms, async (c) => {
    const mobile = c.req.query('mobile');
    if (!mobile) return envelope.refuse('invalid_request', 400);
    return envelope.ok({ code: await controls.lastSmsCode(mobile) });
  });
  app.get(CONTROL_PATHS.captcha, async () => envelope.ok({ code: await controls.lastCaptchaCode() }));
  app.post(CONTROL_PATHS.phoneAuth, async (c) => {
    const body = await readJson(c, z.object({ mobileNum: z.string().min(1) }));
    if (body instanceof Response) return body;
    return envelope.ok({ idToken: await controls.phoneAuthToken(body.mobileNum) });
  });
  app.get(CONTROL_PATHS.clock, async () => envelope.ok({ now: await controls.now() }));
  app.post(CONTROL_PATHS.clock, async (c) => {
    const body = await readJson(c, z.object({ advanceMs: z.number().nonnegative() }));
    if (body instanceof Response) return body;
    await controls.advanceClock(body.advanceMs);
    return envelope.ok(null);
  });
  app.post(CONTROL_PATHS.reset, async () => {
    await controls.reset();
    return envelope.ok(null);
  });
  app.post(CONTROL_PATHS.failNext, async (c) => {
    const body = await readJson(c, faultControlSchema.extend({ path: z.string().startsWith('/') }));
    if (body instanceof Response) return body;
    const { path, ...fault } = body;
    await controls.failNext(path, fault);
    return envelope.ok(null);
  });
  app.get(CONTROL_PATHS.publicKey, async () => envelope.ok({ publicKey: await controls.publicKey() }));
}
