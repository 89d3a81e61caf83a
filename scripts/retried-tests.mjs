// Lists the tests of the last run that passed only on a retry (Playwright's "flaky"), one per line with the
// error of the try that failed, so a test that needs the CI safety net is seen, not silently absorbed. With
// --failed it lists the tests that failed on every try instead, with each try's first error line: the step's own
// log shows only its last lines, which may be another test's.
//   node scripts/retried-tests.mjs [--failed] [reports dir]     prints nothing when no test is of that kind
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const args = process.argv.slice(2);
const failedOnly = args.includes('--failed');
const reports = args.find((arg) => !arg.startsWith('--')) ?? 'reports';
const file = join(reports, 'playwright.json');
const firstLine = (result) => stripVTControlCharacters(result?.error?.message ?? result?.status ?? '').split('\n')[0];

if (existsSync(file)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const where = `[${test.projectName}] ${path} › ${spec.title} (line ${spec.line})`;
        if (failedOnly && test.status === 'unexpected') {
          const tries = test.results.map((result, at) => `try ${at + 1}: ${firstLine(result)}`);
          console.log(`${where} — ${tries.join(' | ')}`);
        } else if (!failedOnly && test.status === 'flaky') {
          const failedTry = test.results.find((result) => result.status !== 'passed');
          console.log(`${where} — first try: ${firstLine(failedTry)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? path);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
}
