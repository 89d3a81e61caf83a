import { createTransport } from '@lobbykit/api-client';
import { createI18n } from '@lobbykit/i18n';
import { QueryClient } from '@tanstack/react-query';
import { brand } from './brand';

export const i18n = createI18n({ brand: brand.languages, storage: localStorage });

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

// The session token lives in sessionStorage `token` and nowhere else (SPEC §3): the transport's default store.
export const transport = createTransport({
  baseUrl: brand.platformUrl,
  merchant: brand.merchant,
  language: i18n.getLanguage,
  device: brand.device,
});
