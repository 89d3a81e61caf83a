/** A help topic as the platform sends it (PLATFORM-FACTS §1.5, §6.11: `helpContent[]` with `tag`, `title`, HTML). */
export type HelpTopicLike = { tag: string; title: string; content?: string };

/** The topics of one tag, in the platform's order. */
export type HelpSection<T> = { tag: string; topics: T[] };

/** Help topics grouped by tag, tags in the order they first appear, each tag's topics in the platform's order. */
export function groupHelpTopics<T extends { tag: string }>(topics: readonly T[]): HelpSection<T>[] {
  const sections = new Map<string, T[]>();
  for (const topic of topics) sections.set(topic.tag, [...(sections.get(topic.tag) ?? []), topic]);
  return [...sections].map(([tag, list]) => ({ tag, topics: list }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text folded for searching: markup and entities dropped, lower case, accents removed (Vietnamese "rút tiền" is
 * found by "rut tien"), runs of space made one. Only for matching; what is shown goes through the sanitiser.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The topics a search finds: every word of the query appears in the topic's title or text (in any order), titles
 * that match first. An empty query finds every topic.
 */
export function searchHelpTopics<T extends HelpTopicLike>(topics: readonly T[], query: string): T[] {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...topics];
  const found = topics
    .map((topic) => {
      const title = foldSearchText(topic.title);
      const text = `${title} ${foldSearchText(topic.content ?? '')}`;
      return {
        topic,
        inText: words.every((word) => text.includes(word)),
        inTitle: words.every((w) => title.includes(w)),
      };
    })
    .filter((entry) => entry.inText);
  return [...found.filter((entry) => entry.inTitle), ...found.filter((entry) => !entry.inTitle)].map(
    (entry) => entry.topic,
  );
}
