// One run of the input benchmark: each interaction made by a person's click on a page that has hydrated and settled,
// timed from the input to the paint that shows its response.
import { settled } from '../bench-site.mjs';
import { explainInteraction } from './explain.mjs';
import { INTERACTIONS } from './interactions.mjs';

const PHONE = { width: 390, height: 844, deviceScaleFactor: 1, mobile: true };
const DESKTOP = { width: 1440, height: 900, deviceScaleFactor: 1, mobile: false };

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
          // A task queued from the frame's callbacks runs after that frame's paint. It is queued at the highest
          // priority, ahead of the page's own timers: a task the page queued for after the paint (the vendor tabs
          // navigate so) is work after the response, not part of it.
          const stamp = () => resolve(performance.now());
          if (w.scheduler?.postTask) w.scheduler.postTask(stamp, { priority: 'user-blocking' });
          else {
            const channel = new MessageChannel();
            channel.port1.onmessage = stamp;
            channel.port2.postMessage(null);
          }
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

async function openPage(browser, { url, viewport, slowdown, token, progress }) {
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

async function measure(browser, page, interaction, { explain, progress }) {
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
  const stopExplaining = explain ? await explainInteraction(browser, page) : null;
  await page.click(point.x, point.y);
  const paintedAt = await page.evaluate('window.__bench.response');
  if (stopExplaining) await stopExplaining(interaction.key);
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
    for (const type of ['keyDown', 'keyUp'])
      await page.send('Input.dispatchKeyEvent', { type, key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 });
    await page.waitFor(`!(${interaction.response})`, 30_000);
  }
  const paintMs = paintedAt - inputAt;
  return { eventMs, paintMs, ms: Math.max(eventMs, paintMs) };
}

/**
 * Each interaction's figures, `{ eventMs, paintMs, ms }` by its key: a visitor's on the home page on a phone, a
 * member's (signed in with `token`) on /rng on a desktop. `options`: `slowdown` (the CPU throttling rate),
 * `explain` (print what the main thread did in each) and `progress` (called with what it is doing).
 */
export async function measureOnce(browser, site, token, options) {
  const { slowdown, progress } = options;
  const figures = {};
  const visitor = await openPage(browser, { url: `${site}/`, viewport: PHONE, slowdown, progress });
  try {
    for (const interaction of INTERACTIONS.filter((i) => i.page === 'visitor'))
      figures[interaction.key] = await measure(browser, visitor, interaction, options);
  } finally {
    await visitor.close();
  }
  const member = await openPage(browser, { url: `${site}/rng`, viewport: DESKTOP, slowdown, token, progress });
  try {
    for (const interaction of INTERACTIONS.filter((i) => i.page === 'member'))
      figures[interaction.key] = await measure(browser, member, interaction, options);
  } finally {
    await member.close();
  }
  return figures;
}
