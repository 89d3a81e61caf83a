import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../../styling/cn';

// DESIGN.md "Rules that protect users": one shared DOMPurify instance for all server HTML, made on first use, so
// importing the kit needs no DOM (server rendering, Node tests).
let purifier: ReturnType<typeof DOMPurify> | undefined;

function sharedPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Server images carry no text alternative we could trust; the notice's words say what matters.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
  return purifier;
}

// DOMPurify's default list, less the media and frame tags whose words the page should keep showing.
const KEEP_NO_CONTENT_OF = [
  'annotation-xml',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'xmp',
];

/** Server HTML made safe to show: scripts, event handlers and unsafe URLs removed; links open apart (noopener). */
export function sanitizeHtml(html: string): string {
  return sharedPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    // Server markup must stay inside its box: no style or class (the page's own utilities include `fixed inset-0`),
    // so nothing can position itself over the dialog around it. Media and frames go, keeping their text, so an
    // unclosed one cannot swallow the words after it.
    FORBID_TAGS: ['style', 'form', 'input', 'audio', 'video', 'iframe', 'noscript', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class'],
    FORBID_CONTENTS: KEEP_NO_CONTENT_OF,
  });
}

/**
 * Readable defaults for longer server HTML (promotion rules, notices): headings stand out and lists keep their
 * markers, which the page's reset takes away. Pass it in `className` where the content is more than a line or two.
 */
export const richTextClass =
  '[&_h2]:font-bold [&_h2]:text-lg [&_h3]:font-bold [&_h3]:text-base [&_h4]:font-semibold ' +
  '[&_ol]:list-decimal [&_ul]:list-disc [&_ol]:space-y-1 [&_ul]:space-y-1 [&_ol]:ps-6 [&_ul]:ps-6';

export type SafeHtmlProps = {
  /** The server's HTML (a notice, a promotion, a help page); sanitised before it is shown. */
  html: string;
} & Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/** Renders server HTML (notices, promotions, help) through the shared sanitiser; the only raw HTML in the kit. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="safe-html"
      // Paint containment keeps whatever the markup is within the pane, whatever sanitising missed.
      className={cn(
        'relative isolate space-y-3 break-words [contain:content] [&_a]:text-focus [&_a]:underline [&_img]:h-auto [&_img]:max-w-full',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DESIGN.md — server HTML only through the shared DOMPurify sanitiser above.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
