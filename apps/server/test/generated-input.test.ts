import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, it } from 'vitest';
import { type CollectedRoute, collectRoute, inputArbitrary, requestFor } from './generated-input.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * Decision 059: generated bad input for every route the app registers (collected by an onRoute hook,
 * not a list kept by hand), with and without a logged-in session. No answer is a 5xx; every answer of
 * the API paths is the envelope with a Korean message and a status that matches it. A route added
 * later is walked without touching this file.
 */
const routes: CollectedRoute[] = [];
const t = await createTestApp({ onRoute: (route) => collectRoute(route, routes) });
afterAll(() => t.close());

// Calls that end the session go last, so the logged-in pass keeps its session for the others.
const ordered = routes.toSorted((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 8);

const manager = await loginAs(t.app, 'manager1');
const sessionHeaders = {
  ...manager.headers,
  ...(manager.data.dlsToken ? { authorization: `Bearer ${manager.data.dlsToken.accessToken}` } : {}),
};

/** The OIDC provider's protocol answers follow OpenID Connect (`{ error }`), the API docs their own. */
const outsideEnvelope = (path: string) => path.startsWith('/keris-sso/oidc') || path.startsWith('/docs');

function describeExchange(route: CollectedRoute, request: InjectOptions, res: LightMyRequestResponse) {
  const sent = JSON.stringify({ headers: request.headers, payload: request.payload }).slice(0, 600);
  return `route ${route.method} ${route.url}\n  sent ${request.method} ${String(request.url).slice(0, 400)} ${sent}\n  got ${res.statusCode} ${res.headers['content-type']} ${res.body.slice(0, 300)}`;
}

function checkAnswer(route: CollectedRoute, request: InjectOptions, res: LightMyRequestResponse) {
  const where = () => describeExchange(route, request, res);
  if (res.statusCode >= 500) throw new Error(`a ${res.statusCode} answer:\n${where()}`);
  const path = String(request.url);
  if (outsideEnvelope(path) || (res.statusCode >= 300 && res.statusCode < 400)) return;
  const type = String(res.headers['content-type'] ?? '');
  // The SSO's own pages (login, e-book hand-over) answer HTML to the browser by design; its assets are files.
  if (path.startsWith('/keris-sso/v1/assets/')) return;
  if (path.startsWith('/keris-sso/v1') && type.startsWith('text/html')) return;
  // A file the caller may read (an attachment download, an inline image) is the file itself.
  const file = Boolean(res.headers['content-disposition']) || type.startsWith('image/');
  if (res.statusCode < 300 && file) return;
  // OpenSearch (decision 203): the description and the result feeds are documents (XML, JSON Feed); their
  // refusals are the envelope.
  const openSearch = path.startsWith('/opensearch.xml') || path.startsWith('/alpasq/api/search/feed');
  if (res.statusCode < 300 && openSearch) return;
  if (!type.startsWith('application/json')) throw new Error(`an answer outside the envelope:\n${where()}`);
  const body = JSON.parse(res.body);
  const ok = body.status === 'OK' && res.statusCode < 300;
  const failed =
    body.status === 'FAIL' && res.statusCode >= 400 && body.data === null && /[가-힣]/.test(body.message);
  if (typeof body.message !== 'string' || !(ok || failed)) {
    throw new Error(`an envelope that does not match its status:\n${where()}`);
  }
}

describe.each([
  ['without a session', false],
  ['with a logged-in session', true],
])('generated bad input %s', (_label, session) => {
  it.each(ordered.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers without a 5xx, in the envelope',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(inputArbitrary(route, session), async (input) => {
          const request = requestFor(route, input, session ? sessionHeaders : {});
          checkAnswer(route, request, await t.app.inject(request));
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
