import { describe, expect, it } from 'vitest';
import { createTestApp, loginAs, useTestApp } from '../../../test/test-app.ts';
import { METRICS_MESSAGES } from './metrics.routes.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const t = useTestApp({ metricsToken: TOKEN });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of Prometheus text: `name{a="x",b="y"} value` lines. */
function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of a metric's samples whose labels include `labels`. */
function totalOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(app = t.app, authorization: string | null = `Bearer ${TOKEN}`) {
  return app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
}

describe('/metrics (decision 280)', () => {
  it('counts requests per route pattern, logins, lockouts, jobs and live streams', async () => {
    const before = samplesOf((await scrape()).body);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/schome/no-such-page-98765' })).statusCode).toBe(404);
    expect((await loginAs(t.app, 'student5')).res.statusCode).toBe(200);
    // Five wrong passwords: four refused as invalid, the fifth locks the account.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginAs(t.app, 'teacher1', 'wrong-password-1!')).res.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 403]);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const after = samplesOf(res.body);
    const grew = (name: string, labels: Record<string, string>) =>
      totalOf(after, name, labels) - totalOf(before, name, labels);

    expect(
      grew('reading_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }),
    ).toBe(3);
    expect(grew('reading_http_request_duration_seconds_count', { method: 'GET', route: '/healthz' })).toBe(3);
    expect(
      grew('reading_http_requests_total', { route: '/schome/auth/member/login', status_code: '401' }),
    ).toBe(4);
    expect(grew('reading_login_total', { result: 'success' })).toBe(1);
    expect(grew('reading_login_total', { result: 'invalid' })).toBe(4);
    expect(grew('reading_login_total', { result: 'refused' })).toBe(1);
    expect(grew('reading_lockout_total', {})).toBe(1);
    // The raw URL never becomes a label: unmatched requests share one.
    expect(res.body).not.toContain('no-such-page-98765');
    expect(grew('reading_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    // The jobs ran once when the app was ready; the gauges read their sources.
    expect(totalOf(after, 'reading_job_run_total', { outcome: 'done' })).toBeGreaterThan(0);
    expect(after.some((s) => s.name === 'reading_live_streams')).toBe(true);
    expect(totalOf(after, 'reading_live_streams')).toBe(t.app.liveStreams.openCount());
    expect(totalOf(after, 'reading_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts query time, read-cache hits and misses, and shows running jobs', async () => {
    const before = samplesOf((await scrape()).body);
    const setup = '/schome/service/main/getTotalReadingMainSetup';
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: setup })).statusCode).toBe(200);
    const after = samplesOf((await scrape()).body);
    const grew = (name: string, labels: Record<string, string> = {}) =>
      totalOf(after, name, labels) - totalOf(before, name, labels);
    // Three reads of one cached answer: at most one load, the others from the cache.
    expect(grew('reading_read_cache_lookups_total')).toBe(3);
    expect(grew('reading_read_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(grew('reading_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(totalOf(after, 'reading_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    // Every job ran once at start and none runs now; the staff audit's purge is one of them.
    expect(after.some((s) => s.name === 'reading_jobs_running')).toBe(true);
    expect(totalOf(after, 'reading_jobs_running')).toBe(0);
    expect(totalOf(after, 'reading_job_run_total', { job: 'staff audit: retention', outcome: 'done' })).toBe(
      1,
    );
  });

  it('counts a staff audit entry that could not be written, and the staff action still succeeds', async () => {
    const { headers } = await loginAs(t.app, 'manager1');
    const { rows } = await t.database.query(
      `select member_key from portal.member where login_id = 'teacher2' and verify_status = 'pending'`,
    );
    await t.database.query('alter table portal.staff_audit rename to staff_audit_away');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/schome/service/member/teacherApproval/approve',
        headers,
        payload: { memberKey: Number(rows[0]!.member_key) },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.database.query('alter table portal.staff_audit_away rename to staff_audit');
    }
    const after = samplesOf((await scrape()).body);
    expect(totalOf(after, 'reading_staff_audit_failed_total', { action: 'teacher.approve' })).toBe(1);
  });

  it('refuses a scrape without the token (401) or with a wrong one (403), in the FAIL envelope', async () => {
    const missing = await scrape(t.app, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 'FAIL', message: METRICS_MESSAGES.tokenNeeded });
    const wrong = await scrape(t.app, `Bearer ${TOKEN}x`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ status: 'FAIL', message: METRICS_MESSAGES.wrongToken });
    expect(wrong.body).not.toContain('reading_');
  });

  it('refuses every scrape when no token is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await scrape(bare.app, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'FAIL', message: METRICS_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  });
});
