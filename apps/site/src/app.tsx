import { I18nProvider } from '@lobbykit/i18n';
import { AppShell, PlatformProvider, SystemStatusGate } from '@lobbykit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { brand } from './brand';
import { i18n, platformClient, queryClient } from './platform';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <PlatformProvider client={platformClient}>
          <SystemStatusGate>
            <AppShell brandName={brand.name} />
          </SystemStatusGate>
        </PlatformProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
