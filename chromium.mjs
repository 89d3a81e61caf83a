// Debian's Chromium as every test and benchmark starts it. This machine's network is closed: without the
// background-networking flags Chromium's own connections are refused, many at a time.
/** Where Chromium is (`CHROMIUM_PATH` overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless, offline, root-run Chromium. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
