import { defineBrandLanguages } from '@lobbykit/i18n';
import { AppShell, ComingSoonPage, HomePage, LobbyKitProvider } from '@lobbykit/ui';
import { Route, Switch, useLocation } from 'wouter';

/** The brand's settings: where its platform answers, who it is there, and the languages it offers. */
const brand = {
  // '' is this page's own origin: the sandbox in `npm start` of the kit's repository, or a proxy to the platform.
  platform: import.meta.env.VITE_PLATFORM_URL ?? '',
  merchant: import.meta.env.VITE_MERCHANT ?? 'LOBBYKIT',
  languages: defineBrandLanguages({ supported: ['EN', 'VI', 'TH', 'CN'], default: 'EN' }),
};

export function App() {
  const [path, navigate] = useLocation();
  return (
    <LobbyKitProvider
      platform={brand.platform}
      merchant={brand.merchant}
      languages={brand.languages}
      navigate={navigate}
      currentPath={path}
    >
      <AppShell brandName="Jade Lobby" logoSrc="/jade-logo.svg">
        <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route>
            <ComingSoonPage title="Jade Lobby" />
          </Route>
        </Switch>
      </AppShell>
    </LobbyKitProvider>
  );
}
