import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { PrizeEventService } from './prize-event.service.ts';

/** Every day at 03:10 in Korea: after the day's entries, before anyone is at school. */
export const RETENTION_SCHEDULE = '10 3 * * *';

/**
 * Registers the phone-retention job (decision 102, croner): the service's `erasePhonesPastRetention`
 * once a day (unnamed: croner's names are process-wide, and tests build many apps), and once at start so a server that was down on the day catches up. The job stops when
 * the app closes. Answers the job (tests read its name and next run).
 */
export function scheduleRetention(app: FastifyInstance, prize: PrizeEventService): Cron {
  const run = async () => {
    try {
      const erased = await prize.erasePhonesPastRetention();
      if (erased > 0) app.log.info({ erased }, 'prize event: phone numbers past retention erased');
    } catch (error) {
      app.log.error({ err: error }, 'prize event: phone retention failed');
    }
  };
  const job = new Cron(RETENTION_SCHEDULE, { timezone: 'Asia/Seoul', protect: true }, run);
  app.addHook('onReady', run);
  app.addHook('onClose', async () => job.stop());
  return job;
}
