import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../catalogues/en';
import type { MessageValues } from '../runtime/format-message';
import { useI18nState } from './use-i18n-state';

/** Props of {@link Trans}. */
export interface TransProps {
  /** The message key. */
  id: MessageKey;
  /** Placeholder values, and for each `<tag>` of the message a function that wraps its content. */
  values?: MessageValues<ReactNode>;
}

/**
 * A message with rich parts: `<Trans id="terms_agree" values={{ terms: (chunks) => <a href="/terms">{chunks}</a> }} />`.
 * Translators keep the `<terms>` tags; the markup stays in code.
 */
export function Trans({ id, values }: TransProps) {
  const result = useI18nState().t.rich<ReactNode>(id, values);
  if (typeof result === 'string') return result;
  return result.map((piece, index) => (
    // The pieces of one message never reorder, so a piece's position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see the line above
    <Fragment key={index}>{piece}</Fragment>
  ));
}
