import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase, shutdown } from './lifecycle.ts';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  app.log.info(
    {
      engine: database.engine,
      dataDir: config.database.kind === 'pglite' ? config.database.dataDir : undefined,
    },
    'database ready',
  );

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // `on`, not `once`: a repeated signal (npx and tsx relay it too) must not kill the process mid-shutdown.
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const result = await shutdown(app, config.shutdownTimeoutMs);
      app.log.info({ result }, 'stopped');
      process.exit(result === 'clean' ? 0 : 1);
    });
  }

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
