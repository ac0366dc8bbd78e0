import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import { scheduleJob } from '../../../lib/scheduled-job.ts';
import type { createSubjectsService } from './subjects.service.ts';

/** Every morning at 8 (Korea's time): the pupils of assignments due tomorrow are reminded (issue 37). */
export const DUE_REMINDER_SCHEDULE = '0 8 * * *';

/** The daily due-tomorrow reminder of assignments; once per assignment and pupil, however often it runs. */
export function scheduleDueReminders(
  app: FastifyInstance,
  subjects: ReturnType<typeof createSubjectsService>,
  clock: Clock,
): Cron {
  return scheduleJob(app, {
    schedule: DUE_REMINDER_SCHEDULE,
    label: 'reading activities: assignments due tomorrow',
    countName: 'told',
    task: () => subjects.remindDueTomorrow(clock.today()),
  });
}
