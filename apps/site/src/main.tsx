import { createTransport } from '@lobbykit/api-client';
import { createI18n, type LanguageStorage } from '@lobbykit/i18n';
import { prefetchAppShell } from '@lobbykit/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { brand } from './brand';
import { preloadPage } from './site-routes';
import './styles.css';

function browserLocalStorage(): LanguageStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const i18n = createI18n({ brand: brand.languages, storage: browserLocalStorage() });
const transport = createTransport({
  baseUrl: brand.platformUrl,
  merchant: brand.merchant,
  language: i18n.getLanguage,
  device: brand.device,
});
// The first paint's reads and chunks start now, side by side, not after React has mounted.
prefetchAppShell(transport);
const pageChunks = preloadPage(window.location.pathname, transport);

const root = document.getElementById('root') as HTMLElement;
// The build rendered this page's shell to HTML (scripts/prerender.mjs) for one path, in the default language.
const rendered = root.dataset.page;
// The words and the page's chunks first, so the page renders (or hydrates) whole, in one pass. A promise, not a
// top-level await: the route chunks import the modules this entry holds, and an entry that awaits them could not
// hold those modules (the bundler moves each into a chunk of its own, some fifty small files).
void Promise.all([i18n.ready, pageChunks]).then(() => {
  if (rendered !== undefined && document.documentElement.dataset.language === i18n.getLanguage()) {
    // Hydrated as the page it was rendered for, then brought to the address and the session in the browser.
    hydrateRoot(
      root,
      <StrictMode>
        <App i18n={i18n} transport={transport} path={rendered} />
      </StrictMode>,
    );
  } else {
    // Another language was chosen here before: rendered afresh in it (the English HTML stayed hidden, see
    // public/first-paint.js).
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} transport={transport} />
      </StrictMode>,
    );
  }
});
