import { I18nProvider } from '@lobbykit/i18n';
import {
  AuthDialogsProvider,
  NavigationProvider,
  PlatformProvider,
  SessionProvider,
  SystemStatusGate,
} from '@lobbykit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router, useLocation } from 'wouter';
import { brand } from './brand';
import { i18n, queryClient, transport } from './platform';
import { SiteRoutes } from './site-routes';

function RoutedSite() {
  const [path, navigate] = useLocation();
  return (
    <NavigationProvider navigate={navigate} currentPath={path}>
      <SessionProvider navigate={navigate}>
        <AuthDialogsProvider merchant={brand.merchant}>
          <SiteRoutes />
        </AuthDialogsProvider>
      </SessionProvider>
    </NavigationProvider>
  );
}

/** The composed site: providers, the system-status gate, then history-mode routes (SPEC §2). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <PlatformProvider transport={transport}>
          <SystemStatusGate>
            <Router>
              <RoutedSite />
            </Router>
          </SystemStatusGate>
        </PlatformProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
