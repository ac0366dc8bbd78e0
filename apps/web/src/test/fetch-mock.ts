import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with handlers keyed by path. Unhandled paths answer 404 with a FAIL envelope, as the
 * server would, so a test only lists the calls it cares about.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (handler) return handler(url, init);
    return jsonResponse({ status: 'FAIL', message: '요청한 자료가 없습니다.', data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths fetch was called with, e.g. '/schome/service/main/footer/detail?schKey=7'. */
export function calledPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}
