// Lighthouse on the built site, mobile (its default form factor), against DESIGN.md's budgets: performance ≥ 95,
// accessibility 100, best practices 100; SEO is printed with no budget.
// Expects the packages built (`pnpm -r --filter './packages/*' build`, as `pnpm build` and `npm start` do): the site's
// server runs the sandbox from its dist. `pnpm bench:lighthouse` builds the site first (`pnpm --filter @lobbykit/site
// build`); `node benchmarks/lighthouse.mjs` measures apps/site/dist as it is. Options: --dist <dir> (another build of
// the site), --port <n> (default: a free one), --site <url> (measure a site already running instead), --runs <n>
// (default 1; more keep each route's median run, as Lighthouse advises on a busy machine).
// Serves the site with a throw-away sandbox, runs Lighthouse in Debian's headless Chromium, writes
// reports/lighthouse/<route>.json, prints the scores and the failed audits, and exits 1 when a budget is missed
// or the page reached beyond its own host (offline, such a request would fail and skew the scores).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(root, 'apps/site/dist') },
    port: { type: 'string', default: '0' },
    site: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});

const ROUTES = [
  { name: 'home', path: '/' }, // logged out: every run starts with cleared storage
  { name: 'promotions', path: '/promotions' }, // a coming-soon page
];
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: null };
const CHROMIUM = CHROMIUM_PATH;
const reportDir = join(root, 'reports/lighthouse');
const scratch = mkdtempSync(join(tmpdir(), 'lobbykit-lighthouse-'));
const children = [];

/** Starts a child process and resolves with the first match of `pattern` in its output. */
function startUntil(command, args, pattern, what) {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk) => {
      if (started) return;
      output += chunk;
      const match = output.match(pattern);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolve(match);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output}`)));
  });
}

function stopAll() {
  // Each child leads its own process group, so Chromium's renderers go with it.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  rmSync(scratch, { recursive: true, force: true });
}

const isOffsite = (url, site) => {
  if (!/^(https?|wss?):/.test(url)) return false; // data:, blob:, chrome-extension: never leave the machine
  const { hostname } = new URL(url);
  return hostname !== new URL(site).hostname && !['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${audit.title}`);
}

async function medianRun(url, port) {
  const results = [];
  for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push(result);
  }
  const valid = filterToValidRuns(results.map((result) => result.lhr));
  const median = valid.length ? computeMedianRun(valid) : results[0].lhr;
  return results.find((result) => result.lhr === median);
}

function startSite() {
  if (!existsSync(join(values.dist, 'index.html'))) {
    throw new Error(`no site build in ${values.dist}: run pnpm bench:lighthouse, or build the site first`);
  }
  if (!existsSync(join(root, 'packages/sandbox/dist/node/index.js'))) {
    throw new Error('the sandbox is not built: run pnpm -r --filter "./packages/*" build first');
  }
  return startUntil(
    process.execPath,
    [
      'apps/site/scripts/serve.mjs',
      ...['--port', values.port, '--data-dir', join(scratch, 'sandbox'), '--reset', '--static-dir', values.dist],
    ],
    /running at (http:\/\/\S+)/,
    'the site server',
  ).then(([, url]) => url);
}

async function measure() {
  const site = values.site?.replace(/\/$/, '') ?? (await startSite());
  if (!existsSync(CHROMIUM)) {
    spawnSync('bash', ['-c', 'source scripts/provision.sh && install_browser'], { cwd: root, stdio: 'inherit' });
  }
  const [, port] = await startUntil(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${join(scratch, 'profile')}`,
      'about:blank',
    ],
    /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
    'Chromium',
  );

  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  const problems = [];
  let lighthouseVersion = '';
  for (const route of ROUTES) {
    const result = await medianRun(`${site}${route.path}`, Number(port));
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    writeFileSync(join(reportDir, `${route.name}.json`), result.report);
    if (lhr.runtimeError) problems.push(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const row = { route: route.path };
    for (const [category, budget] of Object.entries(BUDGETS)) {
      const score = lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100);
      const ok = budget === null || (score !== null && score >= budget);
      row[budget === null ? category : `${category} (≥ ${budget})`] = `${score ?? '–'}${ok ? '' : ' ✗'}`;
      if (ok) continue;
      problems.push(`${route.path} ${category} ${score ?? 'no score'} < ${budget}`);
      for (const line of failedAudits(lhr, category)) problems.push(`    ${line}`);
    }
    rows.push(row);

    const offsite = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => isOffsite(item.url, site));
    for (const item of offsite) problems.push(`${route.path} reached beyond the site: ${item.url}`);
  }

  const commit = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const runs = Number(values.runs) > 1 ? `, median of ${values.runs} runs` : '';
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile${runs}, ${new Date().toISOString()}, commit ${commit || 'unknown'}`,
  );
  console.table(rows);
  console.log(`reports: ${reportDir}`);
  return problems;
}

let problems;
try {
  problems = await measure();
} finally {
  stopAll();
}
if (problems.length) {
  console.error(`missed:\n${problems.join('\n')}`);
  process.exit(1);
}
