import { createPlatformClient } from '@lobbykit/api-client';
import { createI18n } from '@lobbykit/i18n';
import { QueryClient } from '@tanstack/react-query';
import { brand } from './brand';

// SPEC §3: the session token lives in sessionStorage `token`, and nowhere else.
const tokenStore = {
  get: () => sessionStorage.getItem('token'),
  set: (token: string | null) => (token ? sessionStorage.setItem('token', token) : sessionStorage.removeItem('token')),
};

export const i18n = createI18n({ brand: brand.languages, storage: localStorage });

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

export const platformClient = createPlatformClient({
  baseUrl: brand.platformUrl,
  merchant: brand.merchant,
  language: i18n.getLanguage,
  device: brand.device,
  tokenStore,
  onSessionExpired: () => queryClient.invalidateQueries(),
});
