import type { PartialCatalogue } from './en';

// Shipped in the main bundle: the few English messages a page needs when no catalogue could be loaded (the network is
// down, DESIGN.md "every failure a user can meet has a message"). A test keeps them equal to the English catalogue.
/** English messages available before any catalogue has loaded. */
export const INLINE_FALLBACK = {
  ok: 'OK',
  retry: 'Try again',
  loading: 'Loading…',
  in_network_again: 'The network connection is abnormal. Please try again.',
  timeout_retry_please: 'The page took too long to load. Please check your network and try again.',
  unknown_error: 'An unknown error occurred. Please try again later.',
  language_load_failed: 'The selected language could not be loaded. Please try again.',
  chunk_load_failed: 'This part of the page could not be loaded. Please check your connection and try again.',
} as const satisfies PartialCatalogue;
