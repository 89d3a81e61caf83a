// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBrandLanguages } from '../src/brand/define-brand-languages';
import { createMemoryLanguageStorage } from '../src/persistence/language-storage';
import { I18nProvider } from '../src/react/i18n-provider';
import { Trans } from '../src/react/trans';
import { useFormat } from '../src/react/use-format';
import { useLanguage } from '../src/react/use-language';
import { useT } from '../src/react/use-t';
import { createI18n } from '../src/translator/create-i18n';

afterEach(cleanup);

const brand = defineBrandLanguages({ supported: ['EN', 'TY', 'AR'], default: 'EN', currency: 'VND' });

function Stamp({ ms }: { ms: number }) {
  const { formatDateTime, formatDateTimeWithZone, timeZone } = useFormat();
  return <h1>{`${formatDateTime(ms)} · ${formatDateTimeWithZone(ms)} · ${timeZone.label}`}</h1>;
}

function Picker() {
  const t = useT();
  const { language, languages, setLanguage, pendingLanguage } = useLanguage();
  return (
    <div>
      <h1>{t('login_title')}</h1>
      <p data-testid="pending">{pendingLanguage?.code ?? 'none'}</p>
      <ul aria-label={t('choose_language')}>
        {languages.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              lang={option.tag}
              aria-pressed={option.code === language.code}
              onClick={() => setLanguage(option.code)}
            >
              {option.nativeName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Amounts() {
  const { formatMoney, formatRelativeTime } = useFormat();
  return (
    <h1>{`${formatMoney(1500)} · ${formatMoney(1500, { masked: true })} · ${formatRelativeTime(Date.UTC(2024, 0, 1, 12, 5))}`}</h1>
  );
}

function MaintenanceHeading() {
  const vietnamese = useT('VI');
  const english = useT('EN');
  return <h1>{`${vietnamese('maintenance')} / ${english('maintenance')}`}</h1>;
}

function Orphan() {
  useT();
  return null;
}

async function renderReady(ui: React.ReactNode) {
  render(ui);
  await screen.findByRole('heading');
}

describe('React binding (provider, useT, useLanguage, Trans)', () => {
  it('shows the fallback until the first catalogue has loaded, then the screen', async () => {
    render(
      <I18nProvider brand={brand} fallback={<p>splash</p>}>
        <Picker />
      </I18nProvider>,
    );
    expect(screen.getByText('splash')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('lists the brand’s languages by native name and switches without reloading, setting <html lang dir>', async () => {
    const storage = createMemoryLanguageStorage();
    const onLanguageChange = vi.fn();
    await renderReady(
      <I18nProvider brand={brand} storage={storage} onLanguageChange={onLanguageChange}>
        <Picker />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'English',
      'Tagalog',
      'العربية',
    ]);
    expect(document.documentElement.lang).toBe('en');

    await act(() => screen.getByRole('button', { name: 'Tagalog' }).click());
    expect(await screen.findByRole('heading', { name: 'Mag-log in' })).toBeTruthy();
    expect(document.documentElement).toMatchObject({ lang: 'tl', dir: 'ltr' });
    expect(storage.entries.get('hisLang')).toBe('TY');

    await act(() => screen.getByRole('button', { name: 'العربية' }).click());
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(onLanguageChange.mock.calls).toEqual([['TY'], ['AR']]);
  });

  it('never lists the pseudo-language in the picker, though a brand that lists it starts in it', async () => {
    const testing = defineBrandLanguages({ supported: ['EN', 'PSEUDO'], default: 'EN' });
    await renderReady(
      <I18nProvider brand={testing} storage={null} initialLanguage="PSEUDO">
        <Picker />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: '⟦Ļóĝ íñ⟧' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['English']);
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('keeps the previous language on screen while the next catalogue loads', async () => {
    let finish: () => void = () => undefined;
    const i18n = createI18n({
      brand,
      loadCatalogue: async (code) => {
        const { loadShippedCatalogue } = await import('../src/catalogues/catalogue-loaders');
        if (code === 'TY')
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        return loadShippedCatalogue(code);
      },
    });
    await renderReady(
      <I18nProvider i18n={i18n}>
        <Picker />
      </I18nProvider>,
    );
    await act(async () => {
      void i18n.setLanguage('TY');
    });
    expect(screen.getByRole('heading').textContent).toBe('Log in');
    expect(screen.getByTestId('pending').textContent).toBe('TY');
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Mag-log in' })).toBeTruthy();
  });

  it('renders rich messages with Trans, keeping markup in code and words in the catalogue', async () => {
    await renderReady(
      <I18nProvider brand={brand} initialLanguage="TY">
        <h1>
          <Trans id="terms_agree" values={{ terms: (chunks) => <a href="/terms">{chunks}</a> }} />
        </h1>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Mga Tuntunin at Kundisyon' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('heading').textContent).toBe('Nabasa ko at sumasang-ayon ako sa Mga Tuntunin at Kundisyon');
  });

  it('formats money, dates and relative times for the shown language against the provider’s clock', async () => {
    await renderReady(
      <I18nProvider brand={brand} now={() => Date.UTC(2024, 0, 1, 12, 0)}>
        <Amounts />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('1,500.00 VND · *** · in 5 minutes');
  });

  it('shows dates in the platform’s zone, or the provider’s, and names it', async () => {
    const bet = Date.UTC(2026, 10, 24, 23, 37, 34);
    await renderReady(
      <I18nProvider brand={brand}>
        <Stamp ms={bet} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('2026-11-25 06:37:34 · 2026-11-25 06:37:34 GMT+7 · GMT+7');
    cleanup();
    await renderReady(
      <I18nProvider brand={brand} timeZoneOffsetMinutes={-300}>
        <Stamp ms={bet} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('2026-11-24 18:37:34 · 2026-11-24 18:37:34 GMT-5 · GMT-5');
  });

  it('gives a fixed language on request, e.g. the maintenance page’s Vietnamese and English heading', async () => {
    await renderReady(
      <I18nProvider brand={brand}>
        <MaintenanceHeading />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Hệ thống đang bảo trì / System maintenance' })).toBeTruthy();
  });

  it('names the missing provider when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/I18nProvider/);
  });
});
