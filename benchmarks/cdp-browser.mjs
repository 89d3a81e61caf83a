// Chromium driven over the DevTools protocol alone, for benchmarks that must not be measured through a test driver.
// Playwright turns on the Network domain in every page it drives, and then Chromium keeps a copy of every response
// body for DevTools and walks those copies in each garbage collection: scrolling a thousand game images, that alone
// put a 40–55 ms pause (4× CPU slowdown) into the measured scroll, a pause no player's browser has. Here nothing is
// enabled but what a measurement asks for.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

// A headless page is never on screen: without these Chromium treats it as a background tab, slowing its timers and
// lowering its priority (test drivers pass the same).
const FOREGROUND_FLAGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
];

const CALL_TIMEOUT_MS = 180_000;

/** Starts a headless Chromium and connects to it; `close()` ends both. */
export async function launchChromium() {
  if (typeof WebSocket === 'undefined')
    throw new Error(
      'the benchmark speaks to Chromium over WebSocket: it needs Node 22 or later (source scripts/provision.sh)',
    );
  const profile = mkdtempSync(join(tmpdir(), 'lobbykit-cdp-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      ...FOREGROUND_FLAGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const address = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${output}`)), 30_000);
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on (ws:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });

  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id === undefined) {
      for (const listener of listeners) listener(message);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
    else call?.resolve(message.result);
  });
  // A browser that dies or drops the connection fails every call waiting on it, so a benchmark ends with the reason
  // instead of waiting for ever beside its site's server.
  let gone = null;
  const fail = (reason) => {
    gone ??= reason;
    for (const call of pending.values()) call.reject(new Error(`${call.method}: ${gone}`));
    pending.clear();
  };
  socket.addEventListener('close', () => fail('the connection to Chromium closed'));
  chromium.once('exit', (code, signal) => fail(`Chromium exited (${signal ?? code})`));
  /** One protocol call, to the browser or (with `sessionId`) to a page. */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (gone) return reject(new Error(`${method}: ${gone}`));
      const id = ++lastId;
      // A safety net for an answer that never comes (a crashed page's), far above any call's time on a loaded machine.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      const settle = (finish) => (value) => {
        clearTimeout(timer);
        finish(value);
      };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject), method });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  /** Calls `listener` with every event until the function it returns is called. */
  const listen = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    send,
    listen,
    /**
     * Starts a trace of `categories`; the function it returns ends the trace and resolves with its events and the
     * renderers' main threads among them (as `pid:tid`).
     */
    async trace(categories) {
      const events = [];
      let completed;
      const complete = new Promise((resolve) => {
        completed = resolve;
      });
      const stopListening = listen((message) => {
        if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
        if (message.method === 'Tracing.tracingComplete') completed();
      });
      await send('Tracing.start', { categories, transferMode: 'ReportEvents' });
      return async () => {
        await send('Tracing.end');
        await complete;
        stopListening();
        const mainThreads = new Set(
          events
            .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
            .map((e) => `${e.pid}:${e.tid}`),
        );
        return { events, mainThreads };
      };
    },
    /** A page in a fresh browser context (its own storage), as a session to send page calls to. */
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const page = (method, params) => send(method, params, sessionId);
      return {
        send: page,
        /** The value of an expression in the page, awaited when it is a promise. */
        async evaluate(expression) {
          const { result, exceptionDetails } = await page('Runtime.evaluate', {
            expression,
            awaitPromise: true,
            returnByValue: true,
          });
          if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description}`);
          return result.value;
        },
        /** Waits until an expression is truthy, checking every 100 ms. */
        async waitFor(expression, timeoutMs = 60_000) {
          const deadline = Date.now() + timeoutMs;
          while (Date.now() < deadline) {
            if (await this.evaluate(expression)) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error(`not true after ${timeoutMs} ms: ${expression}`);
        },
        /** A person's click at a point: the pointer moves there, presses and lets go. */
        async click(x, y) {
          await page('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
          await page('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
          await page('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      socket.close();
      if (chromium.exitCode === null) await new Promise((resolve) => chromium.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
