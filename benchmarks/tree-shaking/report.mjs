// What the tree-shaking benchmark prints, and how it ends: the steps as they go, the table of the apps against the
// floor, and the summary line with the exit code.
// Everything goes to stdout, so that errors stay next to the step they belong to in a log.
import { stripVTControlCharacters } from 'node:util';

const started = performance.now();

export const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const log = (message) => console.log(`› ${message}`);

const tail = (text, lines = 40) => stripVTControlCharacters(text).trimEnd().split('\n').slice(-lines).join('\n');
const indent = (text) => text.replace(/^/gm, '    ');

function finish(code, summary) {
  console.log(`\ntree-shaking: ${summary} (${seconds(performance.now() - started)})`);
  process.exit(code);
}

/** Ends the run when a step before the apps fails, with the end of the step's output. */
export function fail(step, output) {
  console.log(`✗ ${step} failed:\n${indent(tail(output))}`);
  finish(1, `FAILED — ${step} failed, no app was measured`);
}

/** Prints the table of the built apps against the floor, their failures, and ends the run: 1 when an app failed. */
export function report(results) {
  const floor = results.find((result) => result.app.budget === null);
  if (floor.error) {
    console.log(`✗ the floor failed to build:\n${indent(floor.error.split('\n').slice(0, 30).join('\n'))}`);
    finish(1, 'FAILED — the floor did not build, so nothing can be compared with it');
  }
  for (const result of results) if (!result.error) judge(result, floor);
  printTable(results, floor);

  const measured = results.filter((result) => result.app.budget !== null);
  const failed = measured.filter((result) => result.error);
  for (const result of failed) {
    console.log(`\n✗ ${result.app.name} failed to build:\n${indent(result.error.split('\n').slice(0, 30).join('\n'))}`);
  }
  for (const result of measured.filter((result) => result.styleProblems?.length)) {
    console.log(`\n✗ ${result.app.name}: its styles are wrong:\n${indent(result.styleProblems.join('\n'))}`);
  }
  const over = measured.filter((result) => result.ok === false);
  const held = measured.filter((result) => result.held);
  const within = measured.length - failed.length - over.length - held.length;
  if (held.length) {
    console.log(`\n! over budget, held at their ratchet: ${held.map((result) => result.app.name).join(', ')}`);
  }
  const problems = [
    over.length && `over budget or unstyled: ${over.map((result) => result.app.name).join(', ')}`,
    failed.length && `failed to build: ${failed.map((result) => result.app.name).join(', ')}`,
  ].filter(Boolean);
  finish(
    problems.length ? 1 : 0,
    `${problems.length ? 'FAILED' : 'ok'} — ${within} of ${measured.length} apps within budget over a ${kb(floor.initial)} floor` +
      (problems.length ? `; ${problems.join('; ')}` : ''),
  );
}

/**
 * Marks an app `ok` when it is styled and within its budget over the floor or its ratchet, and `held` when it is ok
 * only by its ratchet.
 */
function judge(result, floor) {
  const { app } = result;
  result.over = result.initial - floor.initial;
  result.withinBudget = app.budget === null || result.over <= app.budget * KB;
  result.styled = result.styleProblems.length === 0;
  result.ok = result.styled && (result.withinBudget || (app.held !== undefined && result.over <= app.held * KB));
  result.held = result.styled && !result.withinBudget && result.ok;
}

function verdict({ app, styled, withinBudget, held }) {
  if (app.budget === null) return '';
  if (!styled) return 'STYLES';
  if (withinBudget) return 'ok';
  return held ? `over, held ≤ +${app.held}` : 'OVER';
}

function printTable(results, floor) {
  const rows = results.map((result) => {
    const { app, over } = result;
    if (result.error) {
      return [app.name, 'build failed', '', `+${app.budget} KB`, 'FAILED', '', '', seconds(result.ms)];
    }
    return [
      app.name,
      kb(result.initial),
      app.budget === null ? '' : `${over < 0 ? '-' : '+'}${kb(Math.abs(over))}`,
      app.budget === null ? '' : `+${app.budget} KB`,
      verdict(result),
      result.lazyChunks ? `${kb(result.lazy)} in ${result.lazyChunks}` : '',
      result.css ? kb(result.css.gzip) : '',
      seconds(result.ms),
    ];
  });
  const header = ['app', 'KB gzip', 'over floor', 'budget', 'ok', 'lazy JS (not counted)', 'CSS gzip', 'build'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(`\nfloor (a bare React 19 app): ${kb(floor.initial)} gzip initial JS\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
