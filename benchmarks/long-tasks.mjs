// Names the long tasks (over 50 ms) of a page's load on its main thread, at a fixed CPU slowdown, from a Chromium
// trace: when each began, how long it ran, and what filled it (style, layout, paint, which script and function).
// It finds where the blocking time goes; Lighthouse (lighthouse.mjs) measures how much there is. Not a gate.
// Options: --path <page> (default /), --rate <n> (CPU slowdown, default 4, the slowdown of Lighthouse's phone),
// --dist <dir> (another build of the site), --settle <ms> (how long after hydration the trace goes on, default 8000).
// A phone's screen, the sandbox warmed by one load first, the HTTP cache off as on a first visit.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startSite } from './bench-site.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    rate: { type: 'string', default: '4' },
    dist: { type: 'string', default: 'apps/site/dist' },
    settle: { type: 'string', default: '8000' },
  },
});
const LONG_US = 50_000;
const rate = Number(values.rate);
// The trace events worth naming inside a task; script is named by its file and function.
const NAMED = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
]);

/** The trace of one load of the page at the slowdown, until `settle` ms after it hydrated. */
async function traceLoad(url) {
  // Playwright's Network domain costs garbage-collection time (cdp-browser.mjs says how much): here it only names
  // tasks, it does not gate their length.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForTimeout(Number(values.settle));
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await browser.close();
  }
}

/** What filled one task: the time of each named event inside it, largest first. */
function contents(task, events) {
  const file = (url = '') => url.replace(/^.*\//, '');
  const parts = new Map();
  for (const event of events) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const data = event.args?.data ?? {};
    const key =
      event.name === 'EvaluateScript'
        ? `evaluate ${file(data.url)}`
        : event.name === 'FunctionCall'
          ? `call ${file(data.url)} ${data.functionName ?? ''}`.trim()
          : NAMED.has(event.name)
            ? event.name
            : null;
    if (key) parts.set(key, (parts.get(key) ?? 0) + event.dur / 1000);
  }
  return [...parts].sort((a, b) => b[1] - a[1]);
}

const site = await startSite(values.dist, 'long-tasks');
try {
  const traceEvents = await traceLoad(`${site.url}${values.path}`);
  // The page's renderer is the one with the most work on its main thread.
  const mains = traceEvents.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const work = (thread) => traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid).length;
  const main = mains.sort((a, b) => work(b) - work(a))[0];
  const events = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...events.map((event) => event.ts));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > LONG_US).sort((a, b) => a.ts - b.ts);
  console.log(`long tasks of ${values.path}, CPU ${rate}× (on top of this machine's speed), phone screen, first visit`);
  console.log('   at  length  what filled it (ms)');
  for (const task of tasks) {
    const filled = contents(task, events)
      .slice(0, 6)
      .map(([what, ms]) => `${what} ${ms.toFixed(0)}`);
    const at = `${((task.ts - start) / 1000).toFixed(0)} ms`.padStart(8);
    console.log(`${at} ${`${(task.dur / 1000).toFixed(0)} ms`.padStart(7)}  ${filled.join(' · ')}`);
  }
  const blocking = tasks.reduce((sum, task) => sum + (task.dur - LONG_US) / 1000, 0);
  console.log(`${tasks.length} long tasks, ${blocking.toFixed(0)} ms of them past 50 ms each`);
} finally {
  await site.stop();
}
