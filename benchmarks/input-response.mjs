// Input responsiveness on the budgets' phone: from a person's input to the paint that shows its response,
// for opening the login dialog (phone header), a category's drop-down in the header navigation, the member centre
// (signed in, from the account menu) and a vendor tab on a category page. Budget: 100 ms each, the median of 5 runs.
// Each run is a fresh browser context (nothing cached), on pages that have hydrated and settled (nothing fetched for
// half a second), in Debian's Chromium with the CPU slowed to the phone (cpu-calibration.mjs: 4× on this machine kind).
// An interaction's figure is the longer of two readings:
// - its event timing (Event Timing API, durationThreshold 16): the interaction's longest event, input delay +
//   processing + presentation of the next frame, as INP counts it (below 16 ms the browser reports none: "< 16 ms");
// - input to the paint that shows the response: from the triggering event's time stamp to the first frame painted
//   after the response is in the page. This catches what event timing cannot: a response that waits for a chunk
//   or an answer and paints frames later than the input's own.
// Chromium is driven over the DevTools protocol alone, as the lobby benchmark's is (cdp-browser.mjs says why).
// Expects the packages and the site built (the test command has by then; `pnpm bench:input` builds the site first).
// Options: --dist <dir> (another build of the site), --runs <n> (default 5), --json (also write
// reports/input-response.json), --explain (trace each interaction and name the main thread's work in it: what to
// fix when one is over budget; the tracing adds a little to every task), --verbose (say what it is doing).
// Prints the table and exits 1 when a budget is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, root, settled, startSite } from './bench-site.mjs';
import { launchChromium } from './cdp-browser.mjs';
import { measureBenchmarkIndex, slowdownFor, TARGET_BENCHMARK_INDEX } from './cpu-calibration.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(root, 'apps/site/dist') },
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});

const BUDGET_MS = 100;
/**
 * Interactions over budget today, printed as over but not failing the run: opening a modal restyles the whole page
 * (radix's modal layer sets `pointer-events: none` on <body>, an inherited property) and renders its form in the
 * same task, and the category menu renders and positions itself in one (README, Benchmarks). Remove a key as soon
 * as its interaction is within budget; the others gate.
 */
const NOT_GATED_YET = new Set(['login', 'categoryMenu', 'memberCentre']);
/** With --verbose, what the benchmark is doing, on stderr (where a stuck run stopped). */
const progress = (message) => values.verbose && console.error(`${new Date().toISOString().slice(11, 19)} ${message}`);
const PHONE = { width: 390, height: 844, deviceScaleFactor: 1, mobile: true };
const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1, mobile: false };
const ACCOUNT = { username: 'player1', password: 'Player123' };

/**
 * The interactions, in the order a run makes them on each page. `target` finds the element a person clicks (in the
 * page: an element or null), `trigger` is the event whose handler starts the response, `response` is true in the
 * page once the response is there, `close` puts the page back for the next one.
 */
const INTERACTIONS = [
  {
    key: 'login',
    what: 'open the login dialog (phone header)',
    page: 'visitor',
    target: `[...document.querySelectorAll('header button')].find((b) => b.textContent.trim() === 'Log in' && b.offsetParent)`,
    trigger: 'click',
    response: `!!document.querySelector('[role="dialog"] input[type="password"]')`,
    close: 'Escape',
  },
  {
    key: 'categoryMenu',
    what: "open a category's drop-down (header navigation)",
    page: 'member',
    target: `document.querySelector('[data-slot="header-nav"] button[aria-haspopup="menu"]')`,
    trigger: 'pointerdown',
    response: `!!document.querySelector('[role="menu"] [role="menuitem"]')`,
    close: 'Escape',
  },
  {
    key: 'vendorTab',
    what: 'switch a vendor tab (/rng)',
    page: 'member',
    target: `[...document.querySelectorAll('nav')].find((n) => /providers$/.test(n.getAttribute('aria-label') ?? ''))?.querySelectorAll('a')[1]`,
    trigger: 'click',
    response: `(() => { const nav = [...document.querySelectorAll('nav')].find((n) => /providers$/.test(n.getAttribute('aria-label') ?? '')); return nav?.querySelector('a[aria-current="page"]') === nav?.querySelectorAll('a')[1]; })()`,
    close: null,
  },
  {
    key: 'memberCentre',
    what: 'open the member centre (account menu)',
    page: 'member',
    // The account menu is opened first, unmeasured: the interaction is choosing its "Member centre".
    before: {
      target: `[...document.querySelectorAll('header button')].find((b) => b.textContent.includes('Account menu:') && b.offsetParent)`,
      ready: `!!document.querySelector('[role="menuitem"]')`,
    },
    target: `[...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent.trim().startsWith('Member centre'))`,
    trigger: 'click',
    // The centre's frame with its page list: the page's own chunk and answers may follow.
    response: `!!document.querySelector('[role="dialog"] [data-slot="member-centre"]')`,
    close: 'Escape',
  },
];

// Runs in the page before the site: the time stamps of the last input events, every event timing entry, and a
// way to wait for a response's first paint.
function observePage() {
  const w = /** @type {any} */ (window);
  w.__bench = { inputs: {}, events: [] };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown'])
    window.addEventListener(
      type,
      (event) => {
        w.__bench.inputs[type] = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries()))
      w.__bench.events.push({
        name: entry.name,
        start: entry.startTime,
        ms: entry.duration,
        interaction: entry.interactionId,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /** Resolves with the time of the first frame painted after `isThere()` is true: checked at every DOM change. */
  w.__bench.paintedWhen = (isThere) =>
    new Promise((resolve) => {
      const painted = () =>
        requestAnimationFrame(() => {
          // A task queued from the frame's callbacks runs after that frame's paint.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      if (isThere()) return painted();
      const observer = new MutationObserver(() => {
        if (!isThere()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
}

/** Starts a trace of the renderer's work; the function it returns stops it and names the page's main-thread work. */
async function traceWork(browser) {
  const events = [];
  let completed;
  const complete = new Promise((resolve) => {
    completed = resolve;
  });
  const stopListening = browser.listen((message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
    if (message.method === 'Tracing.tracingComplete') completed();
  });
  await browser.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  return async () => {
    await browser.send('Tracing.end');
    await complete;
    stopListening();
    events.sort((a, b) => a.ts - b.ts);
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    // Per renderer main thread: its tasks' thread time, the work inside them by kind, and each style recalculation's
    // size (a whole page restyled on a click is the first thing to look for).
    const byThread = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`)) continue;
      const thread = byThread.get(`${e.pid}:${e.tid}`) ?? { tasks: 0, work: new Map(), styled: [] };
      if (e.name === 'UpdateLayoutTree')
        thread.styled.push(`${e.args?.elementCount ?? '?'} in ${Math.round((e.tdur ?? e.dur ?? 0) / 1000)} ms`);
      // Thread time: what the work holds the thread for, not the time it waited for a core on a busy machine.
      const ms = (e.tdur ?? e.dur ?? 0) / 1000;
      if (e.name.endsWith('RunTask')) {
        // A task inside another (nested run loops) is counted with the outer one.
        if (e.ts >= (thread.taskEnd ?? 0)) thread.tasks += ms;
        thread.taskEnd = Math.max(thread.taskEnd ?? 0, e.ts + (e.dur ?? 0));
      } else {
        const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
        const name = url ? `${e.name} ${url.replace(/^.*\//, '')}` : e.name;
        thread.work.set(name, (thread.work.get(name) ?? 0) + ms);
      }
      byThread.set(`${e.pid}:${e.tid}`, thread);
    }
    const page = [...byThread.values()].sort((a, b) => b.tasks - a.tasks)[0];
    if (!page) return 'no main-thread work traced';
    const top = [...page.work.entries()]
      .filter(([name]) => !['v8.callFunction', 'v8.run', 'ThreadControllerImpl::RunTask'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
      .join(', ');
    return `main-thread CPU ${Math.round(page.tasks)} ms: ${top}; elements styled: ${page.styled.join(', ')}`;
  };
}

/** The functions that ran longest (self time) in a sampled CPU profile, named with their file. */
function hottestFunctions(profile) {
  const self = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, at) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000);
  });
  return [...self.entries()]
    .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join(', ');
}

async function openPage(browser, { url, viewport, slowdown, token }) {
  const page = await browser.newPage();
  await page.send('Emulation.setDeviceMetricsOverride', viewport);
  await page.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  await page.send('Page.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observePage})()` });
  if (token)
    // The session the site reads from the tab (SPEC §3), the after-login popups already closed for it.
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `sessionStorage.setItem(${JSON.stringify(token.key)}, ${JSON.stringify(token.value)}); sessionStorage.setItem(${JSON.stringify(token.popupKey)}, 'closed');`,
    });
  await page.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  progress(`open ${url}`);
  await page.send('Page.navigate', { url });
  await page.waitFor(`!!document.documentElement?.hasAttribute('data-hydrated')`);
  progress('hydrated');
  await settled(page);
  progress('settled');
  return page;
}

/** The centre of the element `target` finds, scrolled into view; fails naming the interaction when there is none. */
async function pointAt(page, target, what) {
  const point = await page.evaluate(`(() => {
    const element = ${target};
    if (!element) return null;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`);
  if (!point) throw new Error(`nothing to click to ${what}`);
  return point;
}

async function measure(browser, page, interaction) {
  progress(interaction.what);
  if (interaction.before) {
    const opener = await pointAt(page, interaction.before.target, `get to: ${interaction.what}`);
    await page.click(opener.x, opener.y);
    await page.waitFor(interaction.before.ready, 30_000);
  }
  const point = await pointAt(page, interaction.target, interaction.what);
  const since = await page.evaluate(
    `(window.__bench.response = window.__bench.paintedWhen(() => ${interaction.response}), performance.now())`,
  );
  const stopTrace = values.explain ? await traceWork(browser) : null;
  if (values.explain) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.send('Profiler.start');
  }
  await page.click(point.x, point.y);
  const paintedAt = await page.evaluate('window.__bench.response');
  if (stopTrace) {
    console.log(`${interaction.key}: ${await stopTrace()}`);
    const { profile } = await page.send('Profiler.stop');
    console.log(`${interaction.key}, JavaScript by function: ${hottestFunctions(profile)}`);
  }
  // The event timing entries of the click are reported once its frame is presented: wait for the next two frames.
  await page.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))))',
  );
  const { inputAt, eventMs } = await page.evaluate(`(() => {
    const events = window.__bench.events.filter((e) => e.start >= ${since} && e.interaction > 0);
    return {
      inputAt: window.__bench.inputs[${JSON.stringify(interaction.trigger)}],
      eventMs: Math.max(0, ...events.map((e) => e.ms)),
    };
  })()`);
  if (interaction.close) {
    await page.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: 'Escape',
      code: 'Escape',
      windowsVirtualKeyCode: 27,
    });
    await page.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: 'Escape',
      code: 'Escape',
      windowsVirtualKeyCode: 27,
    });
    await page.waitFor(`!(${interaction.response})`, 30_000);
  }
  const paintMs = paintedAt - inputAt;
  return { eventMs, paintMs, ms: Math.max(eventMs, paintMs) };
}

/** A session of the seeded account, opened as the site's login opens one (its body sealed by the api-client). */
async function signIn(site) {
  const packages = join(root, 'apps/site/node_modules/@lobbykit');
  const { createSessionTokenStore } = await import(pathToFileURL(join(packages, 'api-client/dist/index.js')).href);
  const { createPlatformClient } = await import(pathToFileURL(join(packages, 'api-client/dist/client/index.js')).href);
  const { SESSION_KEYS } = await import(pathToFileURL(join(packages, 'domain/dist/index.js')).href);
  const client = createPlatformClient({
    baseUrl: site,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    tokenStore: createSessionTokenStore(null),
  });
  const session = await client.login(ACCOUNT);
  return { key: SESSION_KEYS.token, value: session.token, popupKey: SESSION_KEYS.userPopupDismissed };
}

async function measureOnce(browser, site, slowdown, token) {
  const figures = {};
  const visitor = await openPage(browser, { url: `${site}/`, viewport: PHONE, slowdown });
  try {
    for (const interaction of INTERACTIONS.filter((i) => i.page === 'visitor'))
      figures[interaction.key] = await measure(browser, visitor, interaction);
  } finally {
    await visitor.close();
  }
  const member = await openPage(browser, { url: `${site}/rng`, viewport: DESKTOP, slowdown, token });
  try {
    for (const interaction of INTERACTIONS.filter((i) => i.page === 'member'))
      figures[interaction.key] = await measure(browser, member, interaction);
  } finally {
    await member.close();
  }
  return figures;
}

const ms = (value) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);

let failed = false;
let stopSite;
try {
  const started = Date.now();
  // The server, Chromium and the session start side by side; the machine's speed is read after, on its own.
  const starting = startSite(values.dist, 'input-bench').then((served) => {
    stopSite = served.stop;
    return served;
  });
  const [server, chromium] = await Promise.allSettled([
    starting.then(async ({ url }) => ({ url, token: await signIn(url) })),
    launchChromium(),
  ]);
  if (chromium.status === 'rejected') throw chromium.reason;
  const browser = chromium.value;
  const runs = [];
  let calibration;
  try {
    if (server.status === 'rejected') throw server.reason;
    const { url: site, token } = server.value;
    const index = await measureBenchmarkIndex(browser);
    calibration = { index, slowdown: slowdownFor(index) };
    for (let run = 0; run < Math.max(1, Number(values.runs)); run++)
      runs.push(await measureOnce(browser, site, calibration.slowdown, token));
  } finally {
    await browser.close();
  }
  const rows = INTERACTIONS.map((interaction) => {
    const of = (key) => median(runs.map((run) => run[interaction.key][key]));
    const value = of('ms');
    return {
      interaction: interaction.what,
      'input to response painted': ms(value),
      'event timing (INP-style)': ms(of('eventMs')),
      'input to paint': ms(of('paintMs')),
      budget: `≤ ${BUDGET_MS} ms`,
      ok: value <= BUDGET_MS ? true : NOT_GATED_YET.has(interaction.key) ? 'over, not gated yet' : false,
    };
  });
  console.log(
    `input responsiveness, median of ${runs.length} runs, CPU slowed ${calibration.slowdown}× ` +
      `(this machine's benchmark index ${Math.round(calibration.index)}; the budgets' phone ${TARGET_BENCHMARK_INDEX})`,
  );
  console.table(rows);
  for (const [at, run] of runs.entries())
    console.log(
      `run ${at + 1}: ${INTERACTIONS.map((i) => `${i.key} ${Math.round(run[i.key].ms)} ms (event ${Math.round(run[i.key].eventMs)}, paint ${Math.round(run[i.key].paintMs)})`).join(', ')}`,
    );
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
  failed = rows.some((r) => r.ok === false);
  const over = rows.filter((r) => r.ok !== true);
  if (over.length)
    console.log(`! over budget: ${over.map((r) => `${r.interaction}${r.ok ? ' (not gated yet)' : ''}`).join(', ')}`);
  if (values.json) {
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(
      join(root, 'reports/input-response.json'),
      `${JSON.stringify(
        {
          budgetMs: BUDGET_MS,
          slowdown: calibration.slowdown,
          benchmarkIndex: Math.round(calibration.index),
          interactions: Object.fromEntries(
            INTERACTIONS.map((interaction) => {
              const of = (key) => median(runs.map((run) => run[interaction.key][key]));
              return [
                interaction.key,
                {
                  what: interaction.what,
                  medianMs: Math.round(of('ms')),
                  eventTimingMs: Math.round(of('eventMs')),
                  inputToPaintMs: Math.round(of('paintMs')),
                  ok: of('ms') <= BUDGET_MS,
                  runs: runs.map((run) => Math.round(run[interaction.key].ms)),
                },
              ];
            }),
          ),
        },
        null,
        2,
      )}\n`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stopSite?.();
}
process.exit(failed ? 1 : 0);
