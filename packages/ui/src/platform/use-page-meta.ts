import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * SEO basics for a route, so each page has its own title in tabs, history and search results: sets `document.title` and the `<meta name="description">` content while the
 * calling page is mounted, and puts back what was there before when it unmounts, so the site's defaults return on
 * pages that set none. An `undefined` (or empty) value leaves that one alone, so a page can wait for its content.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
