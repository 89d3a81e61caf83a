/** Art for a game whose image cannot be loaded: its initials on the brand's surface, in the same box. */
export function GameArtFallback({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    // A name's initials, not words: a page translation leaves them.
    <span
      data-slot="game-art-fallback"
      translate="no"
      className="grid size-full place-items-center bg-linear-to-br from-accent-soft via-surface-3 to-surface-1 font-extrabold text-3xl text-text/80"
    >
      {initials}
    </span>
  );
}
