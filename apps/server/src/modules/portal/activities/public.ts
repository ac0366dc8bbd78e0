import type { Db } from '../../../db/client.ts';
import { createActivitiesRepository } from './activities.repository.ts';
import { createMemberFiguresRepository, type MemberActivityFigures } from './member-figures.repository.ts';

export type { MemberActivityFigures } from './member-figures.repository.ts';

/**
 * What the rest of the portal may use of reading activities (decision 130): the my-page header counts
 * (spec 000 §4 "activity count (memberKey)", "activity count for teacher (teacherMemberKey)").
 */
export type ActivityCounts = {
  /** A student's activities written and submitted (drafts not counted). */
  ofMember(memberKey: number): Promise<number>;
  /** Activities of the teacher's school awaiting review. */
  ofTeacher(teacherMemberKey: number): Promise<number>;
  /** Members' activities written and submitted, summed (the dashboard's activities, issue 37). */
  ofMembers(memberKeys: number[]): Promise<number>;
};

export function createActivityCounts(db: Db): ActivityCounts {
  const repository = createActivitiesRepository(db);
  return {
    ofMember: (memberKey) => repository.countWrittenOf([memberKey]),
    ofTeacher: repository.countAwaitingReview,
    ofMembers: repository.countWrittenOf,
  };
}

/** Pupils' activity figures for their school's teachers (ClassManage, decision 153). */
export type ClassActivityFigures = {
  /**
   * Figures of the given members' activities written at the school (never drafts or self-kept ones);
   * members with none are left out. `since` (yyyy-mm-dd, Seoul) bounds `sinceCount`.
   */
  ofMembers(schKey: number, memberKeys: number[], since: string): Promise<MemberActivityFigures[]>;
};

export function createClassActivityFigures(db: Db): ClassActivityFigures {
  return createMemberFiguresRepository(db);
}
