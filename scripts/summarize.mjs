// Reads what scripts/test.sh recorded and prints the closing line CI reads: "N passed, N failed".
// Test runners report through their JSON files; checks without a report (lint, type-check, builds)
// count as one test each. A runner that crashed before writing its report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const [stepsFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];

function countReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  // Playwright: a flaky test passed on retry; count it as passed but show it.
  const stats = report.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
  const [name, exitCode, report] = line.split('\t');
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
  lines.push(`${counts.failed ? '✗' : '✓'} ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
