import {
  TEACHER_VERIFY_MESSAGES,
  type TeacherApprovalItem,
  type VerifyStatus,
} from '@reading/contract/auth/teacher-verification';
import { conflict, forbidden } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { TeacherApprovalRepository, TeacherRow } from './teacher-approval.repository.ts';

const toItem = (row: TeacherRow): TeacherApprovalItem => ({
  memberKey: row.memberKey,
  loginId: row.loginId,
  name: row.name,
  verifyStatus: row.verifyStatus as VerifyStatus,
  verifyReason: row.verifyReason,
  createdAt: row.createdAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});

/**
 * The school manager's side of teacher verification (decision 050): list the teachers of the manager's
 * own school, approve or refuse a pending one. The school always comes from the manager's session.
 */
export function createTeacherApprovalService(deps: {
  repository: TeacherApprovalRepository;
  bannedWords: BannedWordCheck;
}) {
  const { repository, bannedWords } = deps;

  async function decide(
    manager: { memberKey: number; schKey: number },
    memberKey: number,
    verifyStatus: 'verified' | 'refused',
    verifyReason: string | null,
  ) {
    const row = await repository.decide(manager.schKey, memberKey, {
      verifyStatus,
      verifyReason,
      verifiedBy: manager.memberKey,
    });
    if (row) return toItem(row);
    const teacher = await repository.findTeacher(manager.schKey, memberKey);
    if (teacher) throw conflict(TEACHER_VERIFY_MESSAGES.alreadyDecided);
    // Another school's teacher, or no teacher at all: one answer, so member keys cannot be probed.
    throw forbidden(TEACHER_VERIFY_MESSAGES.notOwnSchool);
  }

  return {
    async list(schKey: number, query: { status: VerifyStatus; pageIndex: number; pageSize: number }) {
      const offset = (query.pageIndex - 1) * query.pageSize;
      const [{ rows, totalCount }, schName] = await Promise.all([
        repository.page(schKey, query.status, offset, query.pageSize),
        repository.schoolName(schKey),
      ]);
      return {
        list: rows.map(toItem),
        totalCount,
        totalPage: Math.ceil(totalCount / query.pageSize),
        schName,
      };
    },

    approve: (manager: { memberKey: number; schKey: number }, memberKey: number) =>
      decide(manager, memberKey, 'verified', null),

    /** Refuses with a reason the teacher will read; the reason passes the banned-word check. */
    async refuse(manager: { memberKey: number; schKey: number }, memberKey: number, reason: string) {
      await bannedWords.assertClean(reason);
      return decide(manager, memberKey, 'refused', reason);
    },
  };
}
export type TeacherApprovalService = ReturnType<typeof createTeacherApprovalService>;
