import { COMMUNITY_IMAGE_PATH } from '@reading/contract/community/codes';
import sanitizeHtml from 'sanitize-html';

/**
 * Safe rich text (decision 073): staff HTML is cleaned on the way in with an allow-list (sanitize-html),
 * never with regexes. Kept: paragraphs, headings, lists, quotes, tables, links (http, https, mailto) and
 * images served from our own upload path, and basic marks. Dropped: script and style elements with their
 * content, every event handler and style attribute, javascript: and data: URLs, iframes, forms.
 */
const IMAGE_SRC = new RegExp(
  `^${COMMUNITY_IMAGE_PATH.replaceAll('/', '\\/')}[0-9a-f]{32}\\.(png|jpg|jpeg|gif|bmp)$`,
);

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'code',
    'pre',
    'sub',
    'sup',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // h1 is the page's own title: a post's headings start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** Staff HTML as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The words of an HTML text without any markup (banned-word checks, search, empty checks). */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

/** The first image of a post's content (a notice popup's mainImgUrl), or null. */
export function firstImageUrl(html: string): string | null {
  const match = /<img[^>]*\ssrc="([^"]+)"/.exec(html);
  return match?.[1] && IMAGE_SRC.test(match[1]) ? match[1] : null;
}

/** Plain text as paragraphs of escaped HTML (seeded plain texts, migrated notices). */
export function paragraphsOf(text: string): string {
  const escapeHtml = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split(/\n{2,}|\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line.trim())}</p>`)
    .join('');
}
