import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../../styling/cn';

// DESIGN.md "Rules that protect users": one shared DOMPurify instance for all server HTML, made on first use, so
// importing the kit needs no DOM (server rendering, Node tests).
let purifier: ReturnType<typeof DOMPurify> | undefined;

// While a notice is read with a stand-in for `noscript` (see readAsScriptsOn), text that only looked like the tag (an
// attribute's value, a text area's words) gets its name back.
let giveNoscriptBack: ((text: string) => string) | null = null;

function sharedPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (giveNoscriptBack && node.nodeType === 3 /* text */) node.textContent = giveNoscriptBack(node.textContent ?? '');
    // A frame's content is raw text to a parser: read it as markup again and put it after the frame, so an unclosed
    // frame keeps the words after it (the frame itself goes; its words are sanitised as the rest are).
    const document = node.ownerDocument;
    if (data.tagName === 'iframe' && node.textContent && node.parentNode && document) {
      const markup = document.createElement('template');
      markup.innerHTML = node.textContent;
      node.parentNode.insertBefore(markup.content, node.nextSibling);
      node.textContent = '';
    }
  });
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (giveNoscriptBack) data.attrValue = giveNoscriptBack(data.attrValue);
  });
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

// DOMPurify's default list, less the media and frames whose words the page keeps showing; what a browser with
// scripts on never shows (noscript, noembed, noframes, script, style, template, …) goes with its content.
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
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'xmp',
];

const NOSCRIPT_TAG = /(<\/?)noscript(?=[\t\n\f\r />])/gi;

/**
 * The page shows server HTML as a browser with scripts on reads it, where a noscript's content is raw text up to the
 * first `</noscript` (even one inside an attribute) and is hidden; DOMPurify's parser has scripts off and reads that
 * content as markup, so `<noscript><p title="</noscript>…">After` lost the words a browser shows after it. Renamed
 * to noembed or noframes (raw text to every parser, hidden by browsers), whichever the notice does not use, it reads
 * as the browser reads it.
 */
function readAsScriptsOn(html: string): { html: string; giveBack: ((text: string) => string) | null } {
  if (!/<\/?noscript/i.test(html)) return { html, giveBack: null };
  const standIn = ['noembed', 'noframes'].find((name) => !html.toLowerCase().includes(name)) ?? 'noembed';
  const standInTag = new RegExp(`(<\\/?)${standIn}(?=[\\t\\n\\f\\r />])`, 'gi');
  return {
    html: html.replace(NOSCRIPT_TAG, `$1${standIn}`),
    giveBack: (text) => text.replace(standInTag, '$1noscript'),
  };
}

/**
 * Server HTML made safe to show, keeping every word a browser would show: scripts, event handlers and unsafe URLs
 * removed; links open apart (noopener).
 */
export function sanitizeHtml(html: string): string {
  const read = readAsScriptsOn(html);
  giveNoscriptBack = read.giveBack;
  try {
    return sharedPurifier().sanitize(read.html, {
      USE_PROFILES: { html: true },
      // Server markup must stay inside its box: no style or class (the page's own utilities include `fixed inset-0`),
      // so nothing can position itself over the dialog around it. Media and frames go, keeping their words, so an
      // unclosed one cannot swallow the words after it.
      FORBID_TAGS: ['style', 'form', 'input', 'audio', 'video', 'iframe', 'noscript', 'object', 'embed'],
      FORBID_ATTR: ['style', 'class'],
      FORBID_CONTENTS: KEEP_NO_CONTENT_OF,
    });
  } finally {
    giveNoscriptBack = null;
  }
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
