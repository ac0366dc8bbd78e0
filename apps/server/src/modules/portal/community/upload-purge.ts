import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../../lib/scheduled-job.ts';
import type { FilesService } from './files.service.ts';

/** Every hour at :20: an upload nothing took goes at most an hour after its day is up. */
export const UPLOAD_PURGE_SCHEDULE = '20 * * * *';

/**
 * The purge of unattached uploads (decision 225) on the server's job runner: rows and stored files of
 * uploads no post attached and no other use kept within a day. `now` is the job's clock (tests move it).
 */
export function scheduleUploadPurge(app: FastifyInstance, files: FilesService, now = () => new Date()): Cron {
  return scheduleJob(app, {
    schedule: UPLOAD_PURGE_SCHEDULE,
    label: 'community: unattached uploads purge',
    countName: 'purged',
    task: () => files.purgeUnattached(now()),
  });
}
