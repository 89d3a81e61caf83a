// The CPU slowdown that makes this machine as fast as the phone the budgets are written for, so a figure measured in
// CPU time means the same on a fast machine and a slow one. Lighthouse measures a machine the same way (its
// "benchmark index": how often a second the page's thread can build a 10,000-character string and copy a
// 100,000-number array); its throttling guide sets the slowdown from that index instead of a fixed 4×.
// The budgets were set at 4× on this machine kind, whose index was 1,520–1,680 when calibrated (2026-11-27), so the
// phone they describe has index 400: a machine twice as fast is slowed 8×, one half as fast 2×.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const { computeBenchmarkIndex } = pageFunctions;

/** Benchmark index of the phone the lobby and input budgets are written for (Lighthouse's scale). */
export const TARGET_BENCHMARK_INDEX = 400;

/**
 * The machine's benchmark index, measured in a blank page of `browser` (a cdp-browser.mjs browser) with no
 * throttling. The best of three: another process holding the core for a moment makes one reading low, never high.
 */
export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const readings = [];
    for (let run = 0; run < 3; run++) readings.push(await page.evaluate(`(${computeBenchmarkIndex})()`));
    return Math.max(...readings);
  } finally {
    await page.close();
  }
}

/** The CPU throttling rate that brings a machine of `index` down to the target phone (never below 1). */
export function slowdownFor(index) {
  return Math.max(1, Math.round((index / TARGET_BENCHMARK_INDEX) * 10) / 10);
}
