/**
 * The topology of deploy/ driven from a test or a bench: up, down (always: on exit, on a signal, on a
 * time limit), its addresses, a node killed with SIGKILL by its pid file, SQL on the primary.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const topology = {
  run: process.env.TOPOLOGY_RUN ?? path.join(deploy, '.run'),
  pgPrimary: env('PG_PRIMARY_PORT', 5440),
  pgReplica: env('PG_REPLICA_PORT', 5441),
  appBase: env('APP_BASE_PORT', 3190),
  haproxy: env('HAPROXY_PORT', 8440),
  pgBin: process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin',
};
export const balancerUrl = `http://127.0.0.1:${topology.haproxy}`;
export const nodeUrl = (i: number) => `http://127.0.0.1:${topology.appBase + i - 1}`;

function script(name: 'up.sh' | 'down.sh', extra: Record<string, string> = {}) {
  const result = spawnSync('bash', [path.join(deploy, name)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...extra },
  });
  return result.status === 0;
}

/** Development aid: TOPOLOGY_ATTACH=1 runs against a topology already up (deploy/up.sh) and leaves it up. */
const attach = process.env.TOPOLOGY_ATTACH === '1';
let armed = false;
/**
 * Brings the topology up (down first, if a previous run left one) and arms its teardown: on exit, on
 * SIGINT/SIGTERM, and after `limitMs`, whatever happens.
 */
export function up(extra: Record<string, string> = {}, limitMs = 6 * 60_000) {
  if (attach) return;
  script('down.sh');
  if (!armed) {
    armed = true;
    process.on('exit', () => script('down.sh'));
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
    setTimeout(() => {
      console.error(`time limit of ${limitMs / 1000} s reached: tearing down`);
      process.exit(1);
    }, limitMs).unref();
  }
  if (!script('up.sh', extra)) throw new Error('deploy/up.sh failed');
}

export const down = () => attach || script('down.sh');

/** kill -9 of app node `i` (1-based), by its pid file. */
export function killNode(i: number) {
  const pid = Number(readFileSync(path.join(topology.run, `app-${i}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');
}

/** pg_ctl on the replica (stop -m fast / start), for the replica faults. */
export function replica(action: 'stop' | 'start') {
  const args = ['-D', path.join(topology.run, 'pg-replica'), '-w', action];
  if (action === 'stop') args.push('-m', 'fast');
  else args.push('-o', `-p ${topology.pgReplica}`, '-l', path.join(topology.run, 'pg-replica.log'));
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const [cmd, ...rest] = [...asPg, path.join(topology.pgBin, 'pg_ctl'), ...args];
  const result = spawnSync(cmd!, rest, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`pg_ctl ${action} replica failed`);
}

/** One SQL statement on the primary (or the replica), its rows as tab-separated lines. */
export function psql(sql: string, port = topology.pgPrimary): string[] {
  const result = spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'portal', '-At', '-c', sql],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}
