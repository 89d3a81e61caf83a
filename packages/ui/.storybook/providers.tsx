import { createTransport } from '@lobbykit/api-client';
import { type I18n, I18nProvider, isPseudoLanguage } from '@lobbykit/i18n';
import { SANDBOX_MERCHANT } from '@lobbykit/sandbox';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { PlatformProvider } from '../src/platform/platform-provider';

function StoryProviders({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // The factories' own retry policy stays; stories only shorten the wait between tries.
        defaultOptions: { queries: { retryDelay: 1 }, mutations: { retry: false } },
      }),
  );
  const [transport] = useState(() => {
    let token: string | null = null;
    return createTransport({
      baseUrl: '',
      merchant: SANDBOX_MERCHANT,
      // The pseudo-language is English underneath: the platform is asked in English, so switching a story to it in
      // place re-renders the screen without refetching what it shows.
      language: () => (isPseudoLanguage(i18n.getLanguage()) ? 'EN' : i18n.getLanguage()),
      device: 'WEB',
      // Stories answer as the site at one address whatever port Storybook is served on (the test command's default):
      // the invitation and affiliate links and their QR codes in the screenshots do not change with the port.
      host: '127.0.0.1:4611',
      tokenStore: { get: () => token, set: (next) => (token = next) },
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <PlatformProvider transport={transport}>{children}</PlatformProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Wraps every story in the providers a screen expects: query cache, translations and the platform. */
export const withProviders: Decorator = (Story, { loaded }) => (
  <StoryProviders key={String((loaded.i18n as I18n).getLanguage())} i18n={loaded.i18n as I18n}>
    <Story />
  </StoryProviders>
);

/**
 * Every story's decorators, outermost last: the providers, and the page's background. Shared with the test that
 * renders the screens on a server (src/testing/server-render.test.tsx).
 */
export const storyDecorators: Decorator[] = [
  withProviders,
  // A story fills the screen on its own; on a docs page it takes only its own height.
  (Story, { viewMode }) => (
    <div className={viewMode === 'docs' ? 'bg-page text-text' : 'min-h-dvh bg-page text-text'}>
      <Story />
    </div>
  ),
];
