import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../../lib/scheduled-job.ts';
import type { MarathonService } from './marathon.service.ts';

/** Every day at 00:05 in Korea: a marathon starts on a day, so its participants hear it that morning. */
export const START_NOTICE_SCHEDULE = '5 0 * * *';

/**
 * The marathons' start notices (decision 182) on the server's job runner, once a day. A member who joins
 * a running marathon is told at once by the join itself; the notice's dedupe key keeps it to one per member.
 */
export function scheduleStartNotices(app: FastifyInstance, marathons: MarathonService): Cron {
  return scheduleJob(app, {
    schedule: START_NOTICE_SCHEDULE,
    label: 'reading marathon: start notices',
    countName: 'sent',
    task: () => marathons.announceStarts(),
  });
}
