import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';

/**
 * The server's job runner (croner; decisions 102, 182, 225): `task` on a cron `schedule` in Korea's time,
 * and once when the app is ready so a server that was down at the hour catches up. Unnamed (croner's
 * names are process-wide, and tests build many apps); never overlapping itself; stopped when the app
 * closes. A task answers how many things it did; a non-zero count is logged under `label`. Each run is
 * counted, done or failed, in `app.metrics` (decision 280), and
 * shown as running while it runs (`jobs_running`).
 */
export function scheduleJob(
  app: FastifyInstance,
  job: { schedule: string; label: string; countName: string; task: () => Promise<number> },
): Cron {
  const run = async () => {
    app.metrics.jobRunning(job.label, 1);
    try {
      const count = await job.task();
      app.metrics.count('job_run', { job: job.label, outcome: 'done' });
      if (count > 0) app.log.info({ [job.countName]: count }, `${job.label} done`);
    } catch (error) {
      app.metrics.count('job_run', { job: job.label, outcome: 'failed' });
      app.log.error({ err: error }, `${job.label} failed`);
    } finally {
      app.metrics.jobRunning(job.label, -1);
    }
  };
  const cron = new Cron(job.schedule, { timezone: 'Asia/Seoul', protect: true }, run);
  app.addHook('onReady', run);
  app.addHook('onClose', async () => cron.stop());
  return cron;
}
