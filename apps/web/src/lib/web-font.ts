/**
 * Decision 025: Pretendard is 92 subset files; a Korean page needs about fifteen of them (~400 KB), more
 * than all of its JavaScript. A first visit therefore paints in the device's Korean font (tokens.css);
 * once the page has loaded and the browser is idle, the subsets this page's text needs are fetched into
 * the HTTP cache, and the next visit starts in Pretendard (index.html sets the class before the first
 * paint).
 */
export const WEB_FONT_STORAGE_KEY = 'webFont';
export const WEB_FONT_CLASS = 'web-font';
const FAMILY = '"Pretendard Variable"';

function whenIdle(run: () => void): void {
  const later = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 10_000 })
      : setTimeout(run, 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function remember(): void {
  try {
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
  } catch {
    // Storage refused: the next visit starts on the system font again.
  }
}

/**
 * A device without a Korean font falls through to Pretendard on the first paint (tokens.css), its Hangul
 * held by the placeholder of Pretendard's widths that index.html adds (decision 027). Chromium then leaves
 * some text that was drawn before the subsets arrived as it was drawn (empty, or boxes without the
 * placeholder), so once they are in, Pretendard is put first for this page too; only the Latin text
 * changes font then. A device with a Korean font fetches the subsets when idle, for the next visit.
 */
export function cacheWebFontForNextVisit(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  if (document.documentElement.classList.contains(WEB_FONT_CLASS)) return;
  void document.fonts.ready.then(() => {
    const fellBackToWebFont = [...document.fonts].some((face) => face.status === 'loaded');
    if (!fellBackToWebFont) return warmForNextVisit();
    document.documentElement.classList.add(WEB_FONT_CLASS);
    remember();
  });
}

function warmForNextVisit(): void {
  whenIdle(() => {
    const text = document.body.innerText.slice(0, 20_000);
    document.fonts
      .load(`1em ${FAMILY}`, text)
      .then((faces) => {
        if (faces.length > 0) remember();
      })
      .catch(() => {
        // Offline: the next visit simply stays on the system font.
      });
  });
}
