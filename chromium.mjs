// Debian's Chromium as every test and benchmark starts it: its headless shell (package chromium-headless-shell), the
// same engine without a browser's windowing around it. Tests never show a window, and the full browser costs more
// than they need: the same 29 e2e tests took 128 s on two cores with it and 96 s with the shell (its browser process
// used 45 s of CPU, the shell's 18 s); all the browser tests' worker time fell from 2,050 s to 1,209 s (a new
// context per e2e test costs the most); and it pulls GTK and its stack into a fresh machine's install. Look at
// screens by hand in /usr/bin/chromium. This machine's network is closed: without the background-networking flags
// Chromium's own connections are refused, many at a time.
/** Where Chromium's headless shell is (`CHROMIUM_PATH` overrides: /usr/bin/chromium runs everything too). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for a headless, offline, root-run Chromium. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
