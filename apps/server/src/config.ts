import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * One source of CSP's frame-ancestors (decision 204): an http(s) origin, its host optionally starting with
 * a `*.` wildcard and its port optionally `*`; no path, quote, keyword or bare `*`.
 */
const FRAME_ANCESTOR =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?$/i;

/** A list of origins separated by spaces or commas; empty for none. */
const frameAncestors = z
  .string()
  .default('')
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z.string().regex(FRAME_ANCESTOR, {
        error: 'each entry must be an origin such as https://admin.school.kr (no path)',
      }),
    ),
  );

/** Every setting the server reads from the environment, validated once at start (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_READ_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      error: 'DATABASE_LISTEN_URL must start with postgres:// or postgresql://',
    })
    .optional(),
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(7200),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, { error: 'PUBLIC_URL must be an origin such as https://portal.example.kr' })
    .optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http(s) URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URI: z
    .url({ protocol: /^https?$/, error: 'OIDC_REDIRECT_URI must be an http(s) URL' })
    .optional(),
  OIDC_SCOPE: z.string().min(1).default('openid'),
  OIDC_LOGIN_CLAIM: z.string().min(1).default('sub'),
  PURE_SCREEN_FRAME_ANCESTORS: frameAncestors,
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
});

/** Where the portal's OIDC callback is served (decision 032). */
export const OIDC_CALLBACK_PATH = '/schome/auth/member/sso/callback';

/**
 * An external OpenID Connect provider the portal logs in against instead of the bundled one
 * (DESIGN.md §1, decision 037): the portal is a confidential client (client_secret_basic) of `issuer`.
 */
export type ExternalOidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback registered with the provider; default PUBLIC_URL + /schome/auth/member/sso/callback. */
  redirectUri: string;
  /** Scopes asked for (space-separated); `openid` at least. */
  scope: string;
  /** The ID-token claim that holds the portal login id (`sub`, or e.g. `preferred_username`). */
  loginClaim: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database:
    | {
        kind: 'postgres';
        url: string;
        /** A streaming replica for search, catalogue and public reads (decision 250). */
        readUrl?: string;
        /** A direct or session-mode connection for LISTEN (decision 251); default `url`. */
        listenUrl?: string;
      }
    | { kind: 'pglite'; dataDir: string | null };
  /** How long a member's reads stay on the primary after their write (decision 250). */
  readYourWritesSeconds: number;
  webDist: string;
  /** Where attachments are stored (DATA_DIR/uploads); null for a temporary folder (DATA_DIR=memory). */
  uploadDir: string | null;
  seedDemo: boolean;
  logLevel: string;
  logPretty: boolean;
  shutdownTimeoutMs: number;
  /** Idle logout of portal and SSO sessions, and the client's countdown (spec 000 §9: 7200 s). */
  sessionIdleSeconds: number;
  /** Login attempts per login id within 5 minutes before 429. */
  loginRateLimit: number;
  /** Login attempts per client address within 5 minutes before 429 (a school's NAT shares one address). */
  loginAddressRateLimit: number;
  /** The origin browsers use (OIDC issuer and redirect URIs); default http://HOST:PORT. */
  publicUrl: string;
  /** An external OIDC provider, or null for the bundled one at /keris-sso/oidc. */
  oidc: ExternalOidcConfig | null;
  /**
   * Origins that may frame the PureScreen pages (the school-admin site, library kiosks; decision 204)
   * besides this one; every other page and answer stays unframeable.
   */
  pureScreenFrameAncestors: string[];
  /** The bearer token `/metrics` asks for (decision 280); null: metrics are neither collected nor served. */
  metricsToken: string | null;
};

type Env = z.infer<typeof envSchema>;

/** OIDC_ISSUER switches to an external provider; it needs a client id and secret, the others need it. */
function externalOidc(e: Env, publicUrl: string): ExternalOidcConfig | null {
  if (!e.OIDC_ISSUER) {
    const orphans = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const).filter(
      (k) => e[k],
    );
    if (orphans.length > 0) {
      throw new Error(
        `Invalid configuration:\n  ${orphans.join(', ')}: set OIDC_ISSUER too, or leave them empty`,
      );
    }
    return null;
  }
  const missing = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((k) => !e[k]);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required with OIDC_ISSUER`);
  }
  if (!e.OIDC_SCOPE.split(/\s+/).includes('openid')) {
    throw new Error('Invalid configuration:\n  OIDC_SCOPE: must include openid');
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}${OIDC_CALLBACK_PATH}`,
    scope: e.OIDC_SCOPE,
    loginClaim: e.OIDC_LOGIN_CLAIM,
  };
}

/** Reads and checks the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const orphans = (['DATABASE_READ_URL', 'DATABASE_LISTEN_URL'] as const).filter((k) => e[k]);
  if (!e.DATABASE_URL && orphans.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${orphans.join(', ')}: set DATABASE_URL too, or leave them empty`,
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_READ_URL ? { readUrl: e.DATABASE_READ_URL } : {}),
          ...(e.DATABASE_LISTEN_URL ? { listenUrl: e.DATABASE_LISTEN_URL } : {}),
        }
      : { kind: 'pglite', dataDir: e.DATA_DIR === 'memory' ? null : path.resolve(e.DATA_DIR) },
    readYourWritesSeconds: e.READ_YOUR_WRITES_SECONDS,
    webDist: path.resolve(e.WEB_DIST),
    uploadDir: e.DATA_DIR === 'memory' ? null : path.resolve(e.DATA_DIR, 'uploads'),
    seedDemo: e.SEED_DEMO ?? true,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    publicUrl,
    oidc: externalOidc(e, publicUrl),
    pureScreenFrameAncestors: e.PURE_SCREEN_FRAME_ANCESTORS,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
