import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { MarathonService } from './marathon.service.ts';

/** Every day at 00:05 in Korea: a marathon starts on a day, so its participants hear it that morning. */
export const START_NOTICE_SCHEDULE = '5 0 * * *';

/**
 * The marathons' start notices (decision 182, croner as the prize event's retention job): once a day,
 * and once at start so a server that was down on the day catches up. A member who joins a running
 * marathon is told at once by the join itself; the notice's dedupe key keeps it to one per member.
 */
export function scheduleStartNotices(app: FastifyInstance, marathons: MarathonService): Cron {
  const run = async () => {
    try {
      const sent = await marathons.announceStarts();
      if (sent > 0) app.log.info({ sent }, 'reading marathon: start notices sent');
    } catch (error) {
      app.log.error({ err: error }, 'reading marathon: start notices failed');
    }
  };
  const job = new Cron(START_NOTICE_SCHEDULE, { timezone: 'Asia/Seoul', protect: true }, run);
  app.addHook('onReady', run);
  app.addHook('onClose', async () => job.stop());
  return job;
}
