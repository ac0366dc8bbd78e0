import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  readTargetOf,
  readYourWritesCookie,
  resumeReadRouting,
  SEARCH_PREFIX,
  withReadTarget,
  wroteDuring,
} from './db/read-routing.ts';
import { type Clock, createClock } from './lib/clock.ts';
import { requestIdOf } from './lib/request-id.ts';
import { requestLog } from './lib/request-log.ts';
import { libraryModule } from './modules/library/index.ts';
import { healthRoutes } from './modules/ops/health.routes.ts';
import { metricsRoutes } from './modules/ops/metrics.routes.ts';
import { bannedWordsPlugin } from './modules/portal/block-words/banned-word-check.ts';
import { commentsPlugin } from './modules/portal/comments/comments.plugin.ts';
import { communityPlugin } from './modules/portal/community/community.plugin.ts';
import { sessionPlugin } from './modules/portal/core/session.plugin.ts';
import { portalModule } from './modules/portal/index.ts';
import { mypagePlugin } from './modules/portal/mypage/mypage.plugin.ts';
import { staffAuditPlugin } from './modules/portal/staff-audit/staff-audit.plugin.ts';
import { openSearchDescriptionRoutes, searchModule } from './modules/search/index.ts';
import { ssoModule } from './modules/sso/index.ts';
import { ssoServicePlugin } from './modules/sso/sso.plugin.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';

// Validation messages are shown to users: Korean by default, field-specific ones from the contract.
z.config(z.locales.ko());

/** Headers that carry secrets; pino writes them as [Redacted]. */
const REDACTED = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export type AppOptions = {
  config: Pick<Config, 'logLevel' | 'logPretty' | 'webDist'> &
    Partial<
      Pick<
        Config,
        | 'sessionIdleSeconds'
        | 'loginRateLimit'
        | 'loginAddressRateLimit'
        | 'publicUrl'
        | 'oidc'
        | 'uploadDir'
        | 'pureScreenFrameAncestors'
        | 'readYourWritesSeconds'
        | 'metricsToken'
      >
    >;
  database: Database;
  /** The server's one clock (decision 235); the system's by default, a fixed or moved one in tests. */
  clock?: Clock;
  /** Where pino writes (tests read the log lines); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (the generated-input test walks them all). */
  onRoute?: (route: RouteOptions) => void;
};

export function loggerOptions(
  config: AppOptions['config'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: REDACTED,
    ...(stream ? { stream } : {}),
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/**
 * Composes the server as DESIGN.md §1 draws it: external plugins, then app plugins, then the four modules
 * (portal, search, library, sso) under their path prefixes. Not yet listening; `server.ts` starts it.
 */
export async function buildApp({ config, database, clock, logStream, onRoute }: AppOptions) {
  let frontDoor: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One log line per request, written when it is answered (decision 160: two lines cost ~6 % of a
    // cached read's CPU); none for a cached read's fast successful answers.
    logController: requestLog(),
    forceCloseConnections: 'idle',
    // A plugin's start (LISTEN connections, the job runner's first runs) may wait on a busy database;
    // avvio's 10 s default failed starts on two loaded cores, where a slow start is no fault.
    pluginTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // Decision 056: what the router and Node's parser refuse answers the FAIL envelope too.
    frameworkErrors,
    clientErrorHandler,
    // Fastify's own HTTP/1 server (timeouts as it sets them), with the read cache's front door before
    // its handler: an anonymous GET whose shared answer is stored is written at once (decision 212).
    serverFactory: (handler, options) => {
      const timeouts = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      // With a replica, each request runs with its reads' target (decision 250); without, as before.
      const route = database.readReplica
        ? (req: IncomingMessage, res: ServerResponse) =>
            withReadTarget(readTargetOf(req), () => handler(req, res), req)
        : handler;
      const server = createServer((req, res) => {
        if (!frontDoor?.(req, res)) route(req, res);
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback hooks, not async ones: no promise per hook per request (decision 160).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  if (database.readReplica) {
    // The request's routing, again after its body was read (decision 250).
    app.addHook('preValidation', (request, _reply, done) => {
      resumeReadRouting(request.raw);
      done();
    });
    // A write answered pins its caller's reads to the primary (read-your-writes). A GET's bookkeeping
    // (a session's touch) and the search module's keyword log change nothing the caller reads back.
    const pinSeconds = config.readYourWritesSeconds ?? 10;
    app.addHook('onSend', (request, reply, payload, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (
        write &&
        reply.statusCode < 400 &&
        wroteDuring(request.raw) &&
        !request.url.startsWith(SEARCH_PREFIX)
      )
        reply.header('set-cookie', readYourWritesCookie(pinSeconds, request.protocol === 'https'));
      done(null, payload);
    });
  }

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, {
    webDist: config.webDist,
    pureScreenFrameAncestors: config.pureScreenFrameAncestors ?? [],
  });
  await app.register(databasePlugin, { database });
  await app.register(clockPlugin, { clock: clock ?? createClock() });
  await app.register(metricsPlugin, { enabled: Boolean(config.metricsToken) });
  await app.register(readCachePlugin);
  frontDoor = (req, res) => app.readCache.frontDoor(req, res);
  await app.register(openapiPlugin);
  const idleSeconds = config.sessionIdleSeconds ?? 7200;
  await app.register(ssoServicePlugin, {
    publicUrl: config.publicUrl ?? 'http://localhost',
    externalOidc: config.oidc ?? null,
    policy: {
      idleSeconds,
      ...(config.loginRateLimit ? { maxAttemptsPerId: config.loginRateLimit } : {}),
      ...(config.loginAddressRateLimit ? { maxAttemptsPerAddress: config.loginAddressRateLimit } : {}),
    },
  });
  await app.register(sessionPlugin, { idleSeconds });
  await app.register(bannedWordsPlugin);
  // The shared comment engine (`app.comments`, decision 170): areas register their target types on it.
  await app.register(commentsPlugin);
  await app.register(communityPlugin, { uploadDir: config.uploadDir ?? null });
  // The portal's face for every module (`app.portal`: badges, notifications), before the modules.
  await app.register(mypagePlugin);
  // The audit of staff actions (`app.staffAudit`, decision 284): the library's desk records there too.
  await app.register(staffAuditPlugin);

  await app.register(healthRoutes);
  await app.register(metricsRoutes, { token: config.metricsToken ?? null });
  // The library first: its public face (`app.library`) is what the portal reads as it registers.
  await app.register(libraryModule);
  await app.register(portalModule);
  await app.register(searchModule, { prefix: '/alpasq/api', publicUrl: config.publicUrl ?? null });
  await app.register(openSearchDescriptionRoutes, { publicUrl: config.publicUrl ?? null });
  await app.register(ssoModule, { prefix: '/keris-sso' });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
