import type { ReactNode } from 'react';
import { StoryRoute } from './story-route';

/** Stories only: a category page's address as the site would route it, read back as the `page` parameter. */
export function LobbyStoryRoute({
  start,
  children,
}: {
  start: string;
  children: (vendor: string | null) => ReactNode;
}) {
  return <StoryRoute start={start}>{(url) => children(url.searchParams.get('page'))}</StoryRoute>;
}
