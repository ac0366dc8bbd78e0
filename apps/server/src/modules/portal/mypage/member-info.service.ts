import { PUPIL_VERIFY_MESSAGES } from '@reading/contract/auth/pupil-verification';
import type { VerifyStatus } from '@reading/contract/auth/teacher-verification';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  gradeMaxOf,
  MEMBER_INFO_MESSAGES,
  type MemberInfo,
  type MemberInfoUpdate,
} from '@reading/contract/mypage/member-info';
import type { Db } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { PupilApprovalService } from '../teacher-approval/public.ts';
import { createMemberInfoRepository } from './member-info.repository.ts';

/**
 * InfoUpdate (decision 095): a member reads and changes their own name and, as a student, asks for another
 * grade and class. The name passes the banned-word check; the grade fits the school's level (6 or 3
 * grades). A verified pupil's grade and class change only by a request the class teacher or the manager
 * approves (decision 221); a pupil not yet verified corrects the claim the pending list shows.
 */
export function createMemberInfoService(deps: {
  db: Db;
  bannedWords: BannedWordCheck;
  pupils: PupilApprovalService;
}) {
  const repository = createMemberInfoRepository(deps.db);

  async function record(memberKey: number) {
    const row = await repository.find(memberKey);
    if (!row) throw notFound('회원 정보를 찾을 수 없습니다.');
    return row;
  }

  async function get(memberKey: number): Promise<MemberInfo> {
    const [row, change] = await Promise.all([record(memberKey), deps.pupils.pendingChangeOf(memberKey)]);
    const student = row.memberTypeCode === MEMBER_TYPES.student;
    return {
      id: row.loginId,
      name: row.name,
      memberKey: row.memberKey,
      memberTypeCode: row.memberTypeCode,
      schName: row.schName,
      schGropCode: row.schLevelCode,
      memGrade: row.grade,
      memClass: row.classNo,
      gradeClassYn: student ? 'Y' : 'N',
      gradeMax: gradeMaxOf(row.schLevelCode),
      verifyStatus: row.verifyStatus as VerifyStatus,
      verifyReason: row.verifyReason,
      classChange: change
        ? { grade: change.grade, classNo: change.classNo, requestedAt: change.createdAt.toISOString() }
        : null,
    };
  }

  return {
    get,
    /** Saves the name; a verified pupil's new grade and class become a request (`changeRequested`). */
    async update(memberKey: number, input: MemberInfoUpdate): Promise<{ info: MemberInfo; message: string }> {
      const current = await record(memberKey);
      await deps.bannedWords.assertClean(input.name);
      const { memGrade: grade, memClass: classNo } = input;
      const student = current.memberTypeCode === MEMBER_TYPES.student;
      let place = { grade: current.grade, classNo: current.classNo };
      let changeRequested = false;
      if (student) {
        const gradeMax = gradeMaxOf(current.schLevelCode);
        if (grade === null) throw badRequest(MEMBER_INFO_MESSAGES.grade);
        if (grade > gradeMax) throw badRequest(MEMBER_INFO_MESSAGES.gradeRange(gradeMax));
        if (classNo === null) throw badRequest(MEMBER_INFO_MESSAGES.classNo);
        const moves = grade !== current.grade || classNo !== current.classNo;
        if (moves && current.verifyStatus !== 'verified') place = { grade, classNo };
        else if (moves && current.schKey !== null) {
          await deps.pupils.requestClassChange({ memberKey, schKey: current.schKey }, place, {
            grade,
            classNo,
          });
          changeRequested = true;
        }
      }
      // Other members keep the grade and class the school's records say.
      await repository.update(memberKey, { name: input.name, ...place });
      const info = await get(memberKey);
      return {
        info,
        message: changeRequested ? PUPIL_VERIFY_MESSAGES.changeRequested : MEMBER_INFO_MESSAGES.saved,
      };
    },
  };
}
