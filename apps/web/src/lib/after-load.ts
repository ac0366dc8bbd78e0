/** Runs `callback` once the page's load event has passed (at once if it has). */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

let firstIdle: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the browser has then been idle once: for work a visitor does not
 * wait for, so that its downloads are not part of the page's first load (the root popups, decision 101).
 * `timeout` bounds the wait on a page that is never idle; without requestIdleCallback (Safari) the next
 * task after load stands in.
 */
export function whenFirstIdle(timeout = 2000): Promise<void> {
  firstIdle ??= new Promise((resolve) => {
    afterLoad(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout });
      } else {
        setTimeout(resolve, 0);
      }
    });
  });
  return firstIdle;
}
