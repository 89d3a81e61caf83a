import { createSessionTokenStore, createTransport } from '@lobbykit/api-client';
import { createI18n } from '@lobbykit/i18n';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { brand } from './brand';
import { DIALOG_PATHS, SITE_PAGES } from './routes';

export { firstPaintModules } from './first-paint';

/** Every page of the site (SPEC §2), each rendered to its own HTML file by the build. */
export const PAGE_PATHS = [...new Set([...Object.keys(SITE_PAGES), ...Object.keys(DIALOG_PATHS)])];

/** The language the pages are rendered in: the brand's default, which a first visit shows. */
export const RENDERED_LANGUAGE = brand.languages.default;

/**
 * Renders the page at `path` as a visitor first sees it, to HTML (react-dom/static): the header, navigation and
 * footer frames, the page's layout and its loading skeletons, in the default language. No platform is asked and no
 * session is read: what the platform and the session hold comes after hydration, in the browser.
 */
export async function renderPage(path: string): Promise<string> {
  const i18n = createI18n({ brand: brand.languages, storage: null, initialLanguage: RENDERED_LANGUAGE });
  await i18n.ready;
  const transport = createTransport({
    // Never called: a render runs no effects, so no query is sent.
    baseUrl: 'http://prerender.invalid',
    merchant: brand.merchant,
    language: i18n.getLanguage,
    device: brand.device,
    tokenStore: createSessionTokenStore(null),
  });
  const failures: unknown[] = [];
  const { prelude } = await prerender(<App i18n={i18n} transport={transport} path={path} />, {
    // Every boundary inline, so the HTML needs no script to reveal it (the CSP allows none inline).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that cannot render on a server would be left to the browser; the build fails instead, naming it.
    onError: (error) => {
      failures.push(error);
    },
  });
  if (failures.length > 0) {
    throw new AggregateError(failures, `${path} did not render on the server: ${failures.map(String).join('; ')}`);
  }
  return new Response(prelude).text();
}
