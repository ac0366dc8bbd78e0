/** BENCH_WORKERS server processes behind one port (node:cluster) for bench/read-path.ts. */
import cluster from 'node:cluster';

if (cluster.isPrimary) {
  const n = Number(process.env.BENCH_WORKERS ?? 1);
  // The first worker migrates and seeds (under the startup lock); the others find the database ready.
  for (let i = 0; i < n; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  });
} else {
  await import(process.env.BENCH_SERVER!);
}
