import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';
import './rich-text.css';

type SafeHtmlProps = {
  html: string;
  className?: string;
};

/** Renders staff HTML (notices, news, answers, guides) after DOMPurify, in the shared rich-text style, marked Korean. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // What staff wrote is data, kept as written in either language (decision 210).
      lang="ko"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
