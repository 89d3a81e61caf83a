// Reads what scripts/test.sh recorded and prints the step table, the tests that passed only on a retry, and the
// closing line CI reads: "N passed, N failed". Test runners report through their JSON files; checks without a
// report (lint, type-check, builds) count as one test each. A runner that crashed before writing its report counts
// as one failure.
//   node scripts/summarize.mjs <steps.tsv> [retried.txt] [wall seconds] [failed.txt]
import { existsSync, readFileSync } from 'node:fs';

const [stepsFile, retriedFile, wallSeconds, failedFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];

function countReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  // Playwright: a flaky test passed on its retry; it counts as passed and is listed below the table.
  const stats = report.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
  const [name, exitCode, seconds, report] = line.split('\t');
  let counts;
  if (report && existsSync(report)) {
    try {
      counts = countReport(report);
    } catch {
      counts = { passed: 0, failed: 1 };
    }
    // A runner that failed with every test passing (a coverage threshold, an error outside tests) still failed.
    if (exitCode !== '0' && counts.failed === 0) counts.failed = 1;
  } else {
    counts = exitCode === '0' ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  }
  passed += counts.passed;
  failed += counts.failed;
  const mark = counts.failed ? '✗' : '✓';
  lines.push(
    `${mark} ${name.padEnd(22)} ${`${seconds} s`.padStart(7)}   ${counts.passed} passed, ${counts.failed} failed`,
  );
}

console.log(`\n${lines.join('\n')}`);
const retried = retriedFile && existsSync(retriedFile) ? readFileSync(retriedFile, 'utf8').trim() : '';
if (retried) {
  const count = retried.split('\n').length;
  console.log(`\n! ${count} test(s) passed only on a retry (reports/retried.txt) — make them independent of speed:`);
  console.log(retried);
}
const failedTests = failedFile && existsSync(failedFile) ? readFileSync(failedFile, 'utf8').trim() : '';
if (failedTests) {
  console.log("\n✗ browser tests that failed (reports/failed.txt), each try's first error:");
  console.log(failedTests);
}
if (wallSeconds) console.log(`\nwall time ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
