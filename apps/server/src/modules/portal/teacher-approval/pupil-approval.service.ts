import {
  CLASS_CODE_DAYS,
  type ClassCode,
  type ClassRef,
  PUPIL_VERIFY_MESSAGES as M,
  type PupilRequestItem,
  type PupilRequestType,
} from '@reading/contract/auth/pupil-verification';
import { formatLinkCode } from '@reading/contract/library/card-link';
import { gradeMaxOf } from '@reading/contract/mypage/member-info';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { newReadableCode } from '../../../lib/tokens.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { NotificationInput } from '../mypage/public.ts';
import type { Approver } from './approver.ts';
import type { PupilApprovalRepository } from './pupil-approval.repository.ts';

const DAY_MS = 86_400_000;

/** The school year a day belongs to: Korea's begins on 1 March (Asia/Seoul). */
export function schoolYearOf(now: Date): number {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return month >= 3 ? year : year - 1;
}

/**
 * Pupils verified by their school and grade/class changes (decisions 220, 221). The approver (the school's
 * manager, or a verified teacher for the classes they keep) always comes from the session; a pupil's own
 * calls name only the school they registered with.
 */
export function createPupilApprovalService(deps: {
  repository: PupilApprovalRepository;
  bannedWords: BannedWordCheck;
  now?: () => Date;
  /** Tells a pupil their signup or class change was approved (my page's notifications, issue 37). */
  notify?: (memberKey: number, notification: NotificationInput) => Promise<unknown>;
}) {
  const { repository, bannedWords } = deps;
  const now = deps.now ?? (() => new Date());

  /** The classes an approver decides for: a manager the whole school (undefined), a teacher theirs. */
  const scopeOf = async (a: Approver) =>
    a.role === 'manager' ? undefined : await repository.classesOf(a.memberKey, a.schKey);

  async function decide(
    a: Approver,
    itemType: PupilRequestType,
    key: number,
    verdict: { approve: boolean; reason: string | null },
  ) {
    const classes = await scopeOf(a);
    if (itemType === 'signup') {
      const pupil = await repository.findPendingPupil(a.schKey, key, classes);
      const row =
        pupil &&
        (await repository.decidePupil(key, {
          verifyStatus: verdict.approve ? 'verified' : 'refused',
          verifyReason: verdict.reason,
          verifiedBy: a.memberKey,
        }));
      if (row) {
        if (verdict.approve) {
          await deps.notify?.(key, {
            kind: 'approval',
            title: '학교 인증이 승인되었습니다. 이제 우리 반 활동에 참여할 수 있어요.',
            linkRoute: 'DashBoard',
            dedupeKey: `pupil-verified:${key}`,
          });
        }
        return { itemType, key, status: verdict.approve ? 'verified' : 'refused' };
      }
    } else {
      const change = await repository.findPendingChange(a.schKey, key, classes);
      const row =
        change &&
        (await repository.decideChange(change, {
          status: verdict.approve ? 'approved' : 'refused',
          reason: verdict.reason,
          decidedBy: a.memberKey,
        }));
      if (row) {
        if (verdict.approve) {
          await deps.notify?.(change.memberKey, {
            kind: 'approval',
            title: `${change.grade}학년 ${change.classNo}반으로 반 변경이 승인되었습니다.`,
            linkRoute: 'InfoUpdate',
            dedupeKey: `class-change:${change.requestKey}:approved`,
          });
        }
        return { itemType, key, status: verdict.approve ? 'approved' : 'refused' };
      }
    }
    // Decided already (by anyone), or not this approver's to decide: 409 only within the approver's school.
    if (classes === undefined && (await repository.existsAtSchool(a.schKey, itemType, key))) {
      throw conflict(M.alreadyDecided);
    }
    throw forbidden(M.notYourPupil);
  }

  /** The class a live code of the school opens, or 404 (wrong, revoked, expired, another school's). */
  async function classOfCode(schKey: number, code: string) {
    const found = await repository.findLiveCode(schKey, code, now());
    if (!found) throw notFound(M.codeInvalid);
    return found;
  }

  async function assertKeepsClass(a: Approver, k: ClassRef) {
    const classes = await scopeOf(a);
    if (classes && !classes.some((c) => c.grade === k.grade && c.classNo === k.classNo)) {
      throw notFound(M.notYourClass);
    }
  }

  return {
    async list(a: Approver, query: { pageIndex: number; pageSize: number }) {
      const classes = await scopeOf(a);
      const offset = (query.pageIndex - 1) * query.pageSize;
      const [{ rows, totalCount }, school] = await Promise.all([
        repository.pendingPage(a.schKey, classes, offset, query.pageSize),
        repository.school(a.schKey),
      ]);
      const list: PupilRequestItem[] = rows.map((r) => ({
        ...r,
        itemType: r.itemType as PupilRequestType,
        key: Number(r.key),
        createdAt: new Date(r.createdAt).toISOString(),
      }));
      return { list, totalCount, totalPage: Math.ceil(totalCount / query.pageSize), schName: school.name };
    },

    approve: (a: Approver, itemType: PupilRequestType, key: number) =>
      decide(a, itemType, key, { approve: true, reason: null }),

    /** Refuses with a reason the pupil will read; the reason passes the banned-word check. */
    async refuse(a: Approver, itemType: PupilRequestType, key: number, reason: string) {
      await bannedWords.assertClean(reason);
      return decide(a, itemType, key, { approve: false, reason });
    },

    /** The approver's classes (a manager: those with a live code) and each one's live code. */
    async classCodes(a: Approver): Promise<ClassCode[]> {
      const [classes, live] = await Promise.all([scopeOf(a), repository.liveCodes(a.schKey, now())]);
      const codeOf = (c: ClassRef) => live.find((l) => l.grade === c.grade && l.classNo === c.classNo);
      const shown = classes ?? live;
      return shown.map((c) => {
        const code = codeOf(c);
        return {
          grade: c.grade,
          classNo: c.classNo,
          code: code ? formatLinkCode(code.code) : null,
          expiresAt: code?.expiresAt.toISOString() ?? null,
        };
      });
    },

    /** A new code for one of the approver's classes; the class's earlier code stops working. */
    async issueCode(a: Approver, k: ClassRef): Promise<ClassCode> {
      await assertKeepsClass(a, k);
      const code = newReadableCode();
      const expiresAt = new Date(now().getTime() + CLASS_CODE_DAYS * DAY_MS);
      await repository.replaceCode({ schKey: a.schKey, ...k, code, issuedBy: a.memberKey, expiresAt });
      return { ...k, code: formatLinkCode(code), expiresAt: expiresAt.toISOString() };
    },

    async revokeCode(a: Approver, k: ClassRef) {
      await assertKeepsClass(a, k);
      if (!(await repository.revokeCode(a.schKey, k))) throw notFound(M.noLiveCode);
      return { ...k, code: null, expiresAt: null };
    },

    classOfCode,

    /**
     * A pupil enters a class code: verified, and placed in the code's class. 403 for a member who is not
     * a pupil with a school, 409 when already verified.
     */
    async join(
      pupil: {
        memberKey: number;
        memberTypeCode: string;
        registeredSchKey: number | null;
        verifyStatus: string;
      },
      code: string,
    ) {
      if (pupil.memberTypeCode !== '01' || pupil.registeredSchKey === null) throw forbidden(M.pupilsOnly);
      if (pupil.verifyStatus === 'verified') throw conflict(M.alreadyVerified);
      const found = await classOfCode(pupil.registeredSchKey, code);
      const place = { grade: found.grade, classNo: found.classNo };
      await repository.decidePupil(
        pupil.memberKey,
        { verifyStatus: 'verified', verifyReason: null, verifiedBy: found.issuedBy },
        place,
      );
      return { verifyStatus: 'verified' as const, ...place };
    },

    /**
     * A linked library card proves the pupil is the school's patron (decision 051): a pending pupil is
     * verified, and takes the card's grade and class when the library records them.
     */
    async verifyByCard(
      pupil: { memberKey: number; memberTypeCode: string; verifyStatus: string },
      card: { grade: number | null; classNo: number | null },
    ) {
      if (pupil.memberTypeCode !== '01' || pupil.verifyStatus === 'verified') return;
      const place = card.grade && card.classNo ? { grade: card.grade, classNo: card.classNo } : undefined;
      await repository.decidePupil(
        pupil.memberKey,
        { verifyStatus: 'verified', verifyReason: null, verifiedBy: null },
        place,
      );
    },

    /** A pupil asks to move to another grade and class (InfoUpdate): a request, not a change. */
    async requestClassChange(
      pupil: { memberKey: number; schKey: number },
      from: { grade: number | null; classNo: number | null },
      to: { grade: number; classNo: number },
    ) {
      const { schLevelCode } = await repository.school(pupil.schKey);
      if (to.grade > gradeMaxOf(schLevelCode)) throw badRequest(M.grade);
      await repository.requestChange({
        memberKey: pupil.memberKey,
        schKey: pupil.schKey,
        fromGrade: from.grade,
        fromClassNo: from.classNo,
        ...to,
      });
    },

    pendingChangeOf: (memberKey: number) => repository.pendingChangeOf(memberKey),

    /** The manager's new school year: every pupil up a grade, the top grade graduates (once a year). */
    async rollOver(a: Approver) {
      if (a.role !== 'manager') throw forbidden();
      const schoolYear = schoolYearOf(now());
      const { schLevelCode } = await repository.school(a.schKey);
      const done = await repository.rollOver(a.schKey, schoolYear, gradeMaxOf(schLevelCode), a.memberKey);
      if (!done) throw conflict(M.rolledOverAlready);
      return { schoolYear, ...done };
    },
  };
}

export type PupilApprovalService = ReturnType<typeof createPupilApprovalService>;
