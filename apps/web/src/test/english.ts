import { applyEnglishCatalogue } from '../messages/en/index.ts';

const HANGUL = /[\uac00-\ud7a3]/;

/** A test file in English (decision 210): the stored choice and the whole English catalogue applied. */
export function inEnglish(): void {
  window.localStorage.setItem('lang', 'en');
  applyEnglishCatalogue();
}

/**
 * Korean outside any lang="ko" part, as the English half of the route walk (e2e/route-walk.e2e.ts) finds it: in text and in
 * aria-label attributes.
 */
export function koreanOutsideData(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .flatMap((el) => [
      ...[...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => [el, n.textContent ?? ''] as const),
      ...(el.getAttribute('aria-label') ? [[el, el.getAttribute('aria-label') ?? ''] as const] : []),
    ])
    .filter(([el, text]) => HANGUL.test(text) && !el.closest('[lang^="ko"]'))
    .map(([, text]) => text);
}
