import type { DeviceHints } from '@lobbykit/domain';
import { useSyncExternalStore } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

// What the browser knows of the page and the device. A server render knows none of it, and a hydrating browser
// renders first what the server did, then reads its own.
const unchanging = () => () => undefined;
const UNKNOWN_DEVICE: DeviceHints = { userAgent: '' };
let device: DeviceHints | null = null;
const thisDevice = () => {
  device ??= { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
  return device;
};

/** The address's hash (`#terms`), following every navigation. */
export function useLocationHash(): string {
  return useLocationProperty(
    () => window.location.hash,
    () => '',
  );
}

/** The page's full address, for links that send a visitor back to this site. */
export function usePageAddress(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.href,
    () => '',
  );
}

/** What the visitor's device says of itself, for the app download guides. */
export function useDeviceHints(): DeviceHints {
  return useSyncExternalStore(unchanging, thisDevice, () => UNKNOWN_DEVICE);
}
