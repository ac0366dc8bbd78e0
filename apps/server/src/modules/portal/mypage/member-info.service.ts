import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  gradeMaxOf,
  MEMBER_INFO_MESSAGES,
  type MemberInfo,
  type MemberInfoUpdate,
} from '@reading/contract/mypage/member-info';
import type { Db } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/banned-word-check.ts';
import { createMemberInfoRepository } from './member-info.repository.ts';

/**
 * InfoUpdate (decision 095): a member reads and changes their own name and, as a student, grade and
 * class. The name passes the banned-word check; the grade fits the school's level (6 or 3 grades).
 */
export function createMemberInfoService(deps: { db: Db; bannedWords: BannedWordCheck }) {
  const repository = createMemberInfoRepository(deps.db);

  async function get(memberKey: number): Promise<MemberInfo> {
    const row = await repository.find(memberKey);
    if (!row) throw notFound('회원 정보를 찾을 수 없습니다.');
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
    };
  }

  return {
    get,
    async update(memberKey: number, input: MemberInfoUpdate): Promise<MemberInfo> {
      const current = await get(memberKey);
      await deps.bannedWords.assertClean(input.name);
      let { memGrade: grade, memClass: classNo } = input;
      if (current.gradeClassYn === 'Y') {
        if (grade === null) throw badRequest(MEMBER_INFO_MESSAGES.grade);
        if (grade > current.gradeMax) throw badRequest(MEMBER_INFO_MESSAGES.gradeRange(current.gradeMax));
        if (classNo === null) throw badRequest(MEMBER_INFO_MESSAGES.classNo);
      } else {
        // Grade and class belong to students: other members keep what the school's records say.
        grade = current.memGrade;
        classNo = current.memClass;
      }
      await repository.update(memberKey, { name: input.name, grade, classNo });
      return get(memberKey);
    },
  };
}
