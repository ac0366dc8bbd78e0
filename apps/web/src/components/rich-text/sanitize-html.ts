import DOMPurify from 'dompurify';

/**
 * The browser's half of safe staff HTML (DESIGN.md §6, decision 077): the server sanitizes on the way
 * in; what it sends back is cleaned again here with DOMPurify before it reaches the page, so a row
 * written before the server's sanitizer (or by a later bug) cannot run script.
 *
 * An allow-list of what the editor writes: paragraphs, headings, lists, quotes, links and images.
 * Links open in a new tab without access to this page; images only from http(s) or this site.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'span',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
const SAFE_IMAGE_SRC = /^(https?:\/\/|\/(?!\/))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_IMAGE_SRC.test(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

/** Staff HTML cleaned for rendering: only the allow-listed tags and attributes, no script of any kind. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel', 'loading'],
    ALLOW_DATA_ATTR: false,
  });
}

/** The text a reader would read: the banned words are looked for in it, not in the markup. */
export function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
