// Lists the tests of the last run that passed only on a retry (Playwright's "flaky"), one per line with the
// error of the try that failed, so a test that needs the CI safety net is seen, not silently absorbed.
//   node scripts/retried-tests.mjs [reports dir]     prints nothing when no test needed a retry
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const reports = process.argv[2] ?? 'reports';
const file = join(reports, 'playwright.json');
if (existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'flaky') continue;
        const failedTry = test.results.find((result) => result.status !== 'passed');
        const why = (failedTry?.error?.message ?? failedTry?.status ?? '').split('\n')[0];
        console.log(`[${test.projectName}] ${path} › ${spec.title} (line ${spec.line}) — first try: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? path);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
}
