import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../../lib/scheduled-job.ts';
import type { PrizeEventService } from './prize-event.service.ts';

/** Every day at 03:10 in Korea: after the day's entries, before anyone is at school. */
export const RETENTION_SCHEDULE = '10 3 * * *';

/**
 * Registers the phone-retention job (decision 102): the service's `erasePhonesPastRetention` once a day
 * on the server's job runner. Answers the job (tests read its name and next run).
 */
export function scheduleRetention(app: FastifyInstance, prize: PrizeEventService): Cron {
  return scheduleJob(app, {
    schedule: RETENTION_SCHEDULE,
    label: 'prize event: phone retention',
    countName: 'erased',
    task: () => prize.erasePhonesPastRetention(),
  });
}
