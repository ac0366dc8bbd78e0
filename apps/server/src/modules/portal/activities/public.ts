import type { Db } from '../../../db/client.ts';
import { createActivitiesRepository } from './activities.repository.ts';

/**
 * What the rest of the portal may use of reading activities (decision 130): the my-page header counts
 * (spec 000 §4 "activity count (memberKey)", "activity count for teacher (teacherMemberKey)").
 */
export type ActivityCounts = {
  /** A student's activities written and submitted (drafts not counted). */
  ofMember(memberKey: number): Promise<number>;
  /** Activities of the teacher's school awaiting review. */
  ofTeacher(teacherMemberKey: number): Promise<number>;
};

export function createActivityCounts(db: Db): ActivityCounts {
  const repository = createActivitiesRepository(db);
  return { ofMember: repository.countWritten, ofTeacher: repository.countAwaitingReview };
}
