import type { TestApp } from '../../../../test/test-app.ts';

/** The recommended-book calls of a test file's app, by path under /schome/service/recommendbook. */
export function curationCalls(t: TestApp) {
  const base = '/schome/service/recommendbook';
  type Headers = Record<string, string>;
  return {
    get: (url: string, headers: Headers = {}) => t.app.inject({ url: `${base}${url}`, headers }),
    post: (url: string, payload: unknown, headers: Headers = {}) =>
      t.app.inject({ method: 'POST', url: `${base}${url}`, payload: payload as object, headers }),
  };
}
