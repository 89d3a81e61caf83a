import { describe, expect, it } from 'vitest';
import { appDownloads, appGuideOrder, detectAppPlatform, resolveSafeUrl } from '../src';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0';

describe('the visitor’s phone (SPEC §2 /app: the right guide first)', () => {
  it('tells Android, iPhone and iPad (which says it is a Mac with a touch screen) apart from computers', () => {
    expect(detectAppPlatform({ userAgent: ANDROID })).toBe('android');
    expect(detectAppPlatform({ userAgent: IPHONE })).toBe('ios');
    expect(detectAppPlatform({ userAgent: MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(detectAppPlatform({ userAgent: MAC, maxTouchPoints: 0 })).toBeNull();
    expect(detectAppPlatform({ userAgent: WINDOWS })).toBeNull();
  });
  it('puts the visitor’s own guide first, and Android first on a computer', () => {
    expect(appGuideOrder({ userAgent: ANDROID })).toEqual(['android', 'ios']);
    expect(appGuideOrder({ userAgent: IPHONE })).toEqual(['ios', 'android']);
    expect(appGuideOrder({ userAgent: WINDOWS })).toEqual(['android', 'ios']);
  });
});

describe('app downloads from the status resources (PLATFORM-FACTS §6.5)', () => {
  const site = 'https://www.lobbykit.test/app';
  it('finds each platform’s link by resource type in any case, made absolute against the site', () => {
    const downloads = appDownloads(
      [
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/x' },
        { resourceType: 'Android', url: '/files/lobbykit.apk', labelNameEn: 'Android app' },
        { resourceType: 'IOS', url: 'https://apps.example/lobbykit' },
      ],
      site,
    );
    expect(downloads.android).toEqual({
      platform: 'android',
      href: 'https://www.lobbykit.test/files/lobbykit.apk',
      label: 'Android app',
    });
    expect(downloads.ios?.href).toBe('https://apps.example/lobbykit');
  });
  it('leaves a platform without a download when its link is missing or unsafe', () => {
    const downloads = appDownloads(
      [{ resourceType: 'Android', url: 'javascript:alert(1)' }, { resourceType: 'iOS' }],
      site,
    );
    expect(downloads).toEqual({ android: null, ios: null });
  });
});

describe('resolving a platform address', () => {
  it('keeps https and local http, and refuses other schemes', () => {
    expect(resolveSafeUrl('/chat', 'http://localhost:4631/help')).toBe('http://localhost:4631/chat');
    expect(resolveSafeUrl('http://chat.example/', 'https://site.example/')).toBeNull();
    expect(resolveSafeUrl('data:text/html,hi', 'https://site.example/')).toBeNull();
    expect(resolveSafeUrl('', 'https://site.example/')).toBeNull();
  });
});
