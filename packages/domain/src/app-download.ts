import { resolveSafeUrl } from './url-safety';

/** The phones the app download page has install guides for (SPEC §2 `/app`). */
export const APP_PLATFORMS = ['android', 'ios'] as const;

/** A phone platform with an app. */
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** What the browser says about the device: `navigator.userAgent` and `navigator.maxTouchPoints`. */
export type DeviceHints = { userAgent: string; maxTouchPoints?: number };

/**
 * The visitor's phone platform from the browser's hints, or null on a computer. iPadOS presents itself as a Mac,
 * so a "Macintosh" with a touch screen counts as iOS.
 */
export function detectAppPlatform({ userAgent, maxTouchPoints = 0 }: DeviceHints): AppPlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** The install guides in the order to show them: the visitor's own phone first; Android first on a computer. */
export function appGuideOrder(device: DeviceHints): AppPlatform[] {
  return detectAppPlatform(device) === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
}

/** A site resource as the status call lists it (PLATFORM-FACTS §6.5). */
export type SiteResourceLike = { resourceType: string; url?: string | undefined; labelNameEn?: string | undefined };

/** Where a platform's app is downloaded: the absolute link, which the page's QR code also carries. */
export type AppDownload = { platform: AppPlatform; href: string; label: string | null };

/**
 * The app download of each platform from the status call's resources (`resourceType` Android or iOS, any case),
 * its link made absolute against the site's address; a missing, unsafe or unreadable link leaves that platform
 * without a download (its guide still shows).
 */
export function appDownloads(
  resources: readonly SiteResourceLike[],
  siteAddress: string,
): Record<AppPlatform, AppDownload | null> {
  const find = (platform: AppPlatform): AppDownload | null => {
    const resource = resources.find((entry) => entry.resourceType.toLowerCase() === platform);
    const href = resolveSafeUrl(resource?.url, siteAddress);
    return href ? { platform, href, label: resource?.labelNameEn ?? null } : null;
  };
  return { android: find('android'), ios: find('ios') };
}
