import { getHelpCentre } from '@lobbykit/api-client';
import { groupHelpTopics, searchHelpTopics } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { usePageMeta } from '../../platform/use-page-meta';
import { Button } from '../../primitives/button/button';
import { SafeHtml } from '../../primitives/safe-html/safe-html';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import { HelpEmpty, HelpProblem, HelpSkeleton } from './help-states';

/** Props of {@link HelpCentre}. */
export type HelpCentreProps = {
  /** The page's heading and document title, e.g. "Help". */
  title: string;
  /** Opens at the first topic of this tag (a deep link such as `/help#terms`). */
  initialTag?: string | null;
  className?: string;
};

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
  </svg>
);

/**
 * The help centre (SPEC §2 `/help` and `/helpmc`): the platform's help topics in the current language, a table of
 * contents by tag, a search that narrows the topics as one types, and the chosen topic's HTML through the one
 * sanitiser.
 */
export function HelpCentre({ title, initialTag = null, className }: HelpCentreProps) {
  const t = useT();
  usePageMeta(title, t('help_meta_description'));
  const help = useCallQuery(getHelpCentre);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [chosen, setChosen] = useState<number | null>(null);
  const articleHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Topics carry their place in the platform's list, which stays their identity while a search narrows them.
  const topics = useMemo(
    () => (help.data?.helpContent ?? []).map((topic, index) => ({ ...topic, index })),
    [help.data],
  );
  const found = useMemo(() => searchHelpTopics(topics, deferredQuery), [topics, deferredQuery]);
  const sections = useMemo(() => groupHelpTopics(found), [found]);
  const start = initialTag === null ? undefined : topics.find((topic) => topic.tag === initialTag);
  const shown =
    found.find((topic) => topic.index === chosen) ??
    found.find((topic) => topic.index === start?.index) ??
    sections[0]?.topics[0];
  const searching = deferredQuery.trim() !== '';

  const choose = (index: number) => {
    setChosen(index);
    // On a phone the article is below the list: take the reader (and a screen reader's focus) to it.
    requestAnimationFrame(() => articleHeading.current?.focus());
  };

  let content: ReactNode;
  if (help.isPending) {
    content = <HelpSkeleton />;
  } else if (help.isError) {
    content = <HelpProblem error={help.error} onRetry={() => help.refetch()} />;
  } else if (topics.length === 0) {
    content = <HelpEmpty title={t('help_empty')} detail={t('help_empty_detail')} />;
  } else if (!shown) {
    content = (
      <HelpEmpty
        title={t('help_no_match', { query: deferredQuery.trim() })}
        detail={t('help_no_match_detail')}
        action={
          <Button variant="secondary" className="mt-3" onClick={() => setQuery('')}>
            {t('help_clear_search')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_1fr] lg:gap-6">
        <nav
          aria-label={t('help_contents')}
          className="rounded-lg border border-border bg-surface-1 p-2 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        >
          {sections.map((section) => (
            <div key={section.tag} className="py-1">
              <h2 className="px-3 pt-2 pb-1 font-semibold text-text-muted text-xs uppercase tracking-wide">
                {t('help_tag', { tag: section.tag })}
              </h2>
              <ul>
                {section.topics.map((topic) => {
                  const current = topic.index === shown.index;
                  return (
                    <li key={topic.index}>
                      <button
                        type="button"
                        aria-current={current ? 'true' : undefined}
                        onClick={() => choose(topic.index)}
                        className={cn(
                          'w-full rounded-md px-3 py-2 text-start text-sm leading-snug transition-colors motion-reduce:transition-none',
                          'focus-visible:outline-2 focus-visible:outline-focus',
                          current
                            ? 'bg-accent-soft font-semibold text-text'
                            : 'text-text-muted hover:bg-surface-2 hover:text-text',
                        )}
                      >
                        {topic.title}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <article
          aria-labelledby={headingId}
          className="min-w-0 rounded-lg border border-border bg-surface-1 px-4 py-5 sm:px-8 sm:py-7"
        >
          <p className="font-semibold text-focus text-xs uppercase tracking-wide">
            {t('help_tag', { tag: shown.tag })}
          </p>
          <h2
            id={headingId}
            ref={articleHeading}
            tabIndex={-1}
            className="mt-1 scroll-mt-24 font-bold text-xl tracking-tight outline-none sm:text-2xl"
          >
            {shown.title}
          </h2>
          {/* Platforms often repeat the title as the content's first heading: it is the heading above already. */}
          <SafeHtml
            html={shown.content}
            className="mt-4 text-sm leading-relaxed sm:text-base [&>h2:first-child]:hidden [&_h2]:mt-5 [&_h2]:font-semibold [&_h2]:text-lg [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:my-1.5 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
          />
        </article>
      </div>
    );
  }

  return (
    <section
      data-slot="help-centre"
      aria-labelledby="help-centre-title"
      className={cn('mx-auto flex w-full max-w-[1200px] flex-col gap-5 px-3 py-5 sm:px-5 sm:py-8', className)}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="help-centre-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-sm text-text-muted">{t('help_meta_description')}</p>
        </div>
        <TextField
          type="search"
          label={t('help_search_label')}
          labelHidden
          icon={<SearchIcon />}
          placeholder={t('help_search_placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          disabled={topics.length === 0}
          className="w-full sm:w-80"
        />
      </div>
      <p role="status" className={cn('text-sm text-text-muted', !searching && 'sr-only')}>
        {searching && help.isSuccess ? t('help_results', { count: found.length }) : ''}
      </p>
      {content}
    </section>
  );
}
