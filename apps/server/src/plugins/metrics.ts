import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The counters a module may bump through `app.metrics.count` (decision 280), with their labels. */
const COUNTERS = {
  login: { help: 'Portal id/password logins by result', labelNames: ['result'] },
  lockout: { help: 'Accounts locked after too many wrong passwords', labelNames: [] },
  job_run: { help: 'Scheduled job runs by job and outcome', labelNames: ['job', 'outcome'] },
  staff_audit_failed: { help: 'Staff audit entries that could not be written', labelNames: ['action'] },
} as const;

type CounterName = keyof typeof COUNTERS;
type LabelsOf<N extends CounterName> = Record<(typeof COUNTERS)[N]['labelNames'][number], string>;

export type Metrics = {
  /** The app's own registry (never prom-client's global one: tests build many apps in one process). */
  registry: Registry;
  /** Whether metrics are collected: METRICS_TOKEN is configured (else every call here does nothing). */
  enabled: boolean;
  /** Adds one to a counter, e.g. `count('login', { result: 'success' })`. */
  count<N extends CounterName>(name: N, labels: LabelsOf<N>): void;
  /** A gauge read when /metrics is scraped, e.g. open live streams. */
  gauge(name: string, help: string, read: () => number): void;
  /**
   * A counter a module keeps itself (plain numbers on its hot path), read when /metrics is scraped: `read`
   * answers the running totals by the one label's value, e.g. read-cache hits by tag.
   */
  counted(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Array<[Record<string, string>, number]>,
  ): void;
  /** One more (+1) or one fewer (-1) of a job running now, by job label. */
  jobRunning(job: string, change: 1 | -1): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const PREFIX = 'reading_';

/**
 * Prometheus metrics of one app (decision 280): requests, errors and latency per route (the route's
 * pattern, never the raw URL), the database pool, and what modules count through `app.metrics`.
 * Collected only with a token to read them (`/metrics` in the ops module); without one, a face that
 * does nothing, and no per-request hook.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  const registry = new Registry();
  const counters = new Map<CounterName, Counter>();
  const running = new Gauge({
    name: `${PREFIX}jobs_running`,
    help: 'Scheduled jobs running now, by job (the job queue: a job never overlaps itself)',
    labelNames: ['job'],
    registers: [registry],
  });
  const metrics: Metrics = {
    registry,
    enabled: opts.enabled,
    count(name, labels) {
      if (!opts.enabled) return;
      let counter = counters.get(name);
      if (!counter) {
        const { help, labelNames } = COUNTERS[name];
        counter = new Counter({
          name: `${PREFIX}${name}_total`,
          help,
          labelNames: [...labelNames],
          registers: [registry],
        });
        counters.set(name, counter);
      }
      counter.inc(labels);
    },
    gauge(name, help, read) {
      if (!opts.enabled) return;
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    counted(name, help, labelNames, read) {
      if (!opts.enabled) return;
      new Counter({
        name: `${PREFIX}${name}_total`,
        help,
        labelNames,
        registers: [registry],
        collect() {
          this.reset();
          for (const [labels, value] of read()) this.inc(labels, value);
        },
      });
    },
    jobRunning(job, change) {
      if (opts.enabled) running.inc({ job }, change);
    },
  };
  app.decorate('metrics', metrics);
  if (!opts.enabled) return;

  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const errors = new Counter({
    name: `${PREFIX}http_request_errors_total`,
    help: 'HTTP requests answered with a server error (5xx), by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // A callback hook: no promise per request (decision 160). Unmatched URLs share one label.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status_code: String(reply.statusCode) });
    if (reply.statusCode >= 500) errors.inc({ method, route });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  const queryTime = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Time of each database query, as the app waited for it',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.database.observeQueries?.((seconds) => queryTime.observe(seconds));
  app.addHook('onClose', async () => app.database.observeQueries?.(null));

  const pool = app.database.poolStats;
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
  }
});
