import {
  loginIdSchema,
  SIGNUP_MESSAGES,
  type SignupSchool,
  type signupRequestSchema,
} from '@reading/contract/auth/signup';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import type { SsoService } from '../../sso/public.ts';
import type { PupilApprovalService } from '../teacher-approval/public.ts';
import type { MemberRepository } from './member.repository.ts';

type SignupInput = z.output<typeof signupRequestSchema>;

/** Highest grade by school level: elementary 6, middle and high 3. */
const maxGrade = (schLevelCode: string | null) => (schLevelCode === '01' ? 6 : 3);

/** Self-registration of students, teachers and general members (decision 033). */
export function createMemberService(deps: {
  db: Db;
  repository: MemberRepository;
  sso: SsoService;
  pupils: PupilApprovalService;
}) {
  const { db, repository, sso } = deps;

  async function idTaken(id: string) {
    return (await sso.accountStatus(id)).exists || (await repository.memberExists(id));
  }

  return {
    /** Whether an id may be chosen: well-formed and unused. */
    async isIdAvailable(id: string): Promise<boolean> {
      const parsed = loginIdSchema.safeParse(id);
      return parsed.success && !(await idTaken(parsed.data));
    },

    async searchSchools(keyword: string, provCode: string | undefined): Promise<SignupSchool[]> {
      return repository.searchSchools(keyword, provCode, 20);
    },

    /**
     * Creates the SSO account and the portal member in one transaction. 400 for a school or grade that
     * does not fit, 409 for a taken id.
     */
    async signup(input: SignupInput) {
      let schKey: number | null = null;
      if (input.role !== '04') {
        const found = await repository.findSchool(input.schKey!);
        if (!found) throw badRequest(SIGNUP_MESSAGES.schoolUnknown);
        if (input.role === '01' && input.grade! > maxGrade(found.schLevelCode)) {
          throw badRequest(SIGNUP_MESSAGES.grade);
        }
        schKey = found.schKey;
      }
      if (await idTaken(input.id)) throw conflict(SIGNUP_MESSAGES.idTaken);
      const isStudent = input.role === '01';
      // A teacher or pupil is who their school says they are: a teacher waits for the manager (050); a
      // pupil for the class teacher or manager, unless a class code of the school places them (220).
      const joined =
        isStudent && input.classCode
          ? await deps.pupils.classOfCode(schKey!, input.classCode).catch(() => {
              throw badRequest(SIGNUP_MESSAGES.classCodeInvalid);
            })
          : null;
      const verifyStatus = input.role === '04' || joined ? ('verified' as const) : ('pending' as const);
      return db.transaction(async (tx) => {
        const account = await sso.createAccount(tx as unknown as Db, input.id, input.password);
        if (!account) throw conflict(SIGNUP_MESSAGES.idTaken);
        const created = await repository.insertMember(tx as unknown as Db, {
          loginId: input.id,
          name: input.name,
          memberTypeCode: input.role,
          schKey,
          grade: isStudent ? (joined?.grade ?? input.grade!) : null,
          classNo: isStudent ? (joined?.classNo ?? input.classNo!) : null,
          guardianAgreedAt: isStudent && input.under14 === 'Y' ? new Date() : null,
          verifyStatus,
          verifiedBy: joined?.issuedBy ?? null,
        });
        if (!created) throw conflict(SIGNUP_MESSAGES.idTaken);
        return { id: input.id, memberKey: created.memberKey, verifyStatus };
      });
    },
  };
}
