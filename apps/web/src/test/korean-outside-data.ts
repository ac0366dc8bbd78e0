const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * The texts under `root` holding Korean outside any lang="ko" part, as the English walk
 * (e2e/route-walk.e2e.ts) finds them: for the areas' English tests (decision 210).
 */
export function koreanOutsideData(root: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
    if (HANGUL.test(node.textContent ?? '') && !lang.startsWith('ko')) found.push(node.textContent ?? '');
  }
  return found;
}
