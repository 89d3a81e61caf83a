import type { Page } from '@playwright/test';
import { maskEmail, maskMobile } from '../../packages/domain/src/member-account';
import { en } from '../../packages/i18n/src/catalogues/en';
import { seedVendorLanes } from '../../packages/sandbox/src/state/seed-games';

// The words check of every story: once a story's play function has ended, its screen is switched in place to the
// pseudo-language (English accented and wrapped in ⟦…⟧), and any text a person sees or hears that lies outside the
// markers did not come through the catalogues. Allowed outside them, and nothing else:
// - text with no letters (amounts, counts, dates, punctuation) but a time zone's offset (GMT+7, UTC-3:30);
// - what the platform sent during the story (a string in one of its JSON answers: game and vendor names, notices,
//   usernames, references), a fragment of the HTML it sent (a notice's body) and a contact it sent as the member
//   centre masks it, unless it is words the catalogue has: the server's "Main wallet" must not stand in for the
//   kit's own `wallet_main`. Vendor names are proper names and stay allowed even then (a vendor called Lottery), and
//   so is the brand's own content, which is in the brand's words whatever they are: a title (a notice's, a help
//   topic's, an inbox message's), a room's name, a member's labels (SERVER_CONTENT_FIELDS);
// - the brand's configuration: its currency label, and what the story passes in its args (a brand's name, a page
//   title a site gives), which is the site's to translate, not the kit's;
// - a country's name, which the browser's Intl gives in the language shown (the pseudo-language's is English);
// - what is marked `translate="no"`, the HTML way of saying "this is not language": a story harness's probes, a
//   file's name;
// - what a person typed (a text area's text);
// - text drawn inside an SVG picture (a messaging app's wordmark): a picture's words are its aria-label, checked.
// It reads text nodes of the story's canvas and of whatever it opened on the page (dialogs, menus), the options of
// its drop-downs, and the aria-label, title, alt and placeholder of what shows.

/** One text seen outside the markers, and where. */
export type UntranslatedText = { text: string; where: string };

const BRAND_WORDS = ['VND'];

/** The JSON fields whose strings are the brand's own content, shown as they are even when they match a kit word. */
export const SERVER_CONTENT_FIELDS = ['title', 'roomName', 'labelName'];

/** Every region's English name as Intl gives it (the country picker's names in the pseudo-language). */
const REGION_NAMES = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters
    .flatMap((first) => letters.map((second) => first + second))
    .flatMap((code) => {
      try {
        const name = names.of(code);
        return name && name !== code && name !== names.of('ZZ') ? [name] : [];
      } catch {
        return [];
      }
    });
})();

/** Normal form of a text for comparison: whitespace collapsed and trimmed. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

const VENDOR_NAMES = new Set(seedVendorLanes.flatMap((lane) => lane.cards.map((card) => normal(card.displayName))));

/** English messages without arguments or plural cases: words a server string must not replace. */
const CATALOGUE_WORDS = new Set(
  Object.values(en)
    .filter((message) => !/[{}<]/.test(message))
    .map((message) => normal(message).toLowerCase()),
);
const kitWords = (text: string) => CATALOGUE_WORDS.has(text.toLowerCase()) && !VENDOR_NAMES.has(text);

/**
 * Runs in the page before Storybook: keeps every string of every JSON answer the platform (the sandbox) gives, and
 * apart those of the content fields named (an array's strings count as its field's).
 */
export function keepServerStrings(contentFields: string[]) {
  type Kept = { strings: Set<string>; content: Set<string> };
  const w = window as unknown as { __serverStrings: Kept; fetch: typeof fetch };
  const kept: Kept = { strings: new Set(), content: new Set() };
  w.__serverStrings = kept;
  const collect = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      kept.strings.add(value);
      if (contentFields.includes(field)) kept.content.add(value);
    } else if (Array.isArray(value)) for (const item of value) collect(item, field);
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) collect(item, key);
  };
  const original = w.fetch.bind(window);
  w.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    if (response.headers.get('content-type')?.includes('json')) {
      await response
        .clone()
        .json()
        .then(
          (body) => collect(body, ''),
          () => undefined,
        );
    }
    return response;
  };
}

/** Forgets what the platform sent before a story starts. */
export async function forgetServerStrings(page: Page) {
  await page.evaluate(() => {
    const kept = (window as unknown as { __serverStrings: Record<string, Set<string>> }).__serverStrings;
    for (const strings of Object.values(kept)) strings.clear();
  });
}

/**
 * Switches the shown story to the pseudo-language without remounting it (what its play function opened stays open;
 * the stories ask the platform in English meanwhile, so nothing is refetched), waits for the provider to mark the
 * page as `en-XA` (after the switch's render has been committed), and returns every text outside the markers that
 * the rules above do not allow.
 */
export async function untranslatedText(page: Page, storyId: string): Promise<UntranslatedText[]> {
  const switched = await page.evaluate(async () => {
    const w = window as unknown as { lobbykitStoryI18n?: { setLanguage(code: string): Promise<void> } };
    if (!w.lobbykitStoryI18n) return false;
    await w.lobbykitStoryI18n.setLanguage('PSEUDO');
    return true;
  });
  if (!switched) return [];
  await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
  const server = await page.evaluate(() => {
    const kept = (window as unknown as { __serverStrings: { strings: Set<string>; content: Set<string> } })
      .__serverStrings;
    return { strings: [...kept.strings], content: [...kept.content] };
  });
  const content = new Set(server.content.map(normal));
  // A bound contact as the member centre shows it (pl****@example.com).
  const masked = server.strings.flatMap((text) =>
    text.includes('@') ? [maskEmail(text)] : /^\+?[\d\s-]{5,}$/.test(text) ? [maskMobile(text)] : [],
  );
  const storyStrings = await page.evaluate(storyArgStrings, storyId);
  // A story's own strings stand for what a site passes (its translated title); a server's must not be kit words.
  const allowed = [
    ...BRAND_WORDS,
    ...REGION_NAMES,
    ...storyStrings.map(normal),
    ...masked,
    ...server.strings.map(normal).filter((text) => !kitWords(text) || content.has(text)),
  ];
  // HTML given (a notice's body, a story's markup): its texts too, which the sanitiser may have run together.
  const htmlTexts = allowed.filter((text) => text.includes('<')).flatMap((html) => html.split(/<[^>]*>/).map(normal));
  const shown = [...allowed, ...htmlTexts].filter((text) => text.length > 1 && /\p{L}/u.test(text));
  return page.evaluate(readOutsideMarkers, { allowed: [...new Set(shown)].sort((a, b) => b.length - a.length) });
}

/** Runs in the page: every string in the shown story's args (nested objects and arrays too). */
async function storyArgStrings(storyId: string): Promise<string[]> {
  type Preview = { storyStoreValue: { loadStory(selection: { storyId: string }): Promise<{ initialArgs?: unknown }> } };
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
  const story = await preview?.storyStoreValue.loadStory({ storyId });
  const strings: string[] = [];
  const collect = (value: unknown, depth: number) => {
    if (typeof value === 'string') strings.push(value);
    else if (depth < 4 && Array.isArray(value)) for (const item of value) collect(item, depth + 1);
    else if (depth < 4 && value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const item of Object.values(value)) collect(item, depth + 1);
    }
  };
  collect(story?.initialArgs, 0);
  return strings;
}

/** Runs in the page: the texts outside ⟦…⟧ that are not allowed. */
function readOutsideMarkers({ allowed }: { allowed: string[] }): UntranslatedText[] {
  const OPEN = '⟦';
  const CLOSE = '⟧';
  const found: UntranslatedText[] = [];
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const html = allowed.filter((text) => text.includes('<'));
  const isAllowed = (text: string) => {
    let rest = clean(text).replace(/\b(?:GMT|UTC)(?:[+\-−]\d{1,2}(?::\d{2})?)?/g, ' ');
    if (!/\p{L}/u.test(rest)) return true;
    if (html.some((source) => source.includes(rest))) return true;
    for (const words of allowed) if (rest.includes(words)) rest = rest.replaceAll(words, ' ');
    return !/\p{L}/u.test(rest);
  };
  const where = (element: Element) => {
    const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
    const label = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '');
    return slot ? `${label} in [data-slot=${slot}]` : label;
  };
  /** A self-contained text (an option, an attribute) with its marked messages taken out. */
  const unmarked = (text: string) => {
    let rest = text;
    let before: string;
    do {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    } while (rest !== before);
    return rest;
  };
  const report = (text: string, element: Element, what = '') => {
    if (!isAllowed(text)) found.push({ text: clean(text), where: `${what}${where(element)}` });
  };
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  // Storybook's own parts of the page (its error and loading panels, the docs root) are not the screen.
  const notScreen =
    'script, style, noscript, template, .sb-wrapper, [class^="sb-"]:not(body), #storybook-docs, [translate="no"]';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && node.matches(`${notScreen}, select, textarea, svg`)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  // A message with rich parts spans several text nodes (`⟦Read the `, `terms`, `⟧`): markers are counted in
  // document order across them.
  let depth = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text)) continue;
    let outside = '';
    for (const char of node.data) {
      if (char === OPEN) depth++;
      else if (char === CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += char;
    }
    const parent = node.parentElement;
    if (parent && visible(parent)) report(outside, parent);
  }
  const shown = [...document.body.querySelectorAll('*')].filter((element) => !element.closest(notScreen));
  for (const element of shown) {
    if (!visible(element)) continue;
    if (element instanceof HTMLSelectElement) {
      for (const option of element.options) report(unmarked(option.text), element, 'option of ');
    }
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) report(unmarked(value), element, `${name} of `);
    }
  }
  return found;
}
