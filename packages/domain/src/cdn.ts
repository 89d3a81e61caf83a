import type { RandomSource } from './clock';

/** Picks an image or game CDN host at random from the server's list, or the fallback when the list is empty (SPEC §9). */
export function pickCdn(hosts: readonly string[] | null | undefined, fallback: string, random: RandomSource): string {
  const usable = (hosts ?? []).filter((host) => typeof host === 'string' && host.trim() !== '');
  if (usable.length === 0) return fallback;
  const draw = random();
  const scaled = Number.isFinite(draw) ? Math.floor(draw * usable.length) : 0;
  const index = Math.min(usable.length - 1, Math.max(0, scaled));
  return usable[index] as string;
}
