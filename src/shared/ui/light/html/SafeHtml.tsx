import type { HTMLAttributes } from 'react';
import { safeMarkup, type SafeHtml as Sanitised } from '@/shared/lib/sanitize-html';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from `sanitizeHtml`: the only kind this renders. */
  html: Sanitised;
}

/**
 * Rich text from the server (activity, privilege, documents, consent), rendered as markup in a
 * `div`. The one place the app sets inner HTML; it accepts only sanitised HTML.
 */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  return <div {...props} dangerouslySetInnerHTML={safeMarkup(html)} />;
}
