import { CategoryPage, GameFinder } from '@lobbykit/ui';
import { useSearch } from 'wouter';

/**
 * A game lobby route (/rng, /live, …): find a game (the search, the member's recent games and favourites), then the
 * category page on the vendor tab the `page` parameter names (SPEC §2).
 */
export default function CategoryRoute({
  category,
  title,
  vendor,
}: {
  category: string;
  title: string;
  vendor: string | null;
}) {
  const page = new URLSearchParams(useSearch()).get('page');
  return (
    <>
      <GameFinder />
      <CategoryPage category={category} title={title} vendor={page ?? vendor} />
    </>
  );
}
