import { describe, expect, it } from 'vitest';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

const lines = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('home banner art (the carousel shows real banners)', () => {
  it('serves three home banners with a headline, a line and a button, at 3:1', async () => {
    const value = await platform.client().getAnnouncements();
    const home = value.banners.filter((banner) => banner.groupName === 'w_home');
    expect(home.map((banner) => banner.title)).toEqual([
      'Welcome bonus 100%',
      'Weekend cashback 10%',
      'Live casino nights',
    ]);
    const art = await fetch(`${PLATFORM_URL}${home[0]?.url}`);
    expect(art.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await art.text();
    expect(svg).toContain('width="1200" height="400"');
    expect(lines(svg)).toEqual(['Welcome bonus 100%', 'Double your first deposit, up to 5,000,000 VND', 'Claim now']);
  });

  it('keeps the plain labelled tile for the other banner groups', async () => {
    const svg = await (await fetch(`${PLATFORM_URL}/sandbox-assets/banner/w_login-3.svg`)).text();
    expect(lines(svg)).toEqual(['w_login-3']);
  });
});
