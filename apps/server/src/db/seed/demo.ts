import { hash } from '@node-rs/argon2';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { patron, schoolLibrary } from '../schema/library.ts';
import { member, school } from '../schema/portal.ts';
import { account } from '../schema/sso.ts';
import {
  DEMO_CONDITION_ACCOUNTS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_SCHOOL_NEIS_CODES,
} from './demo-members.ts';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });

async function demoSchools(db: Db) {
  const rows = await db
    .select({ schKey: school.schKey, neisCode: school.neisCode, name: school.name })
    .from(school)
    .where(inArray(school.neisCode, [...DEMO_SCHOOL_NEIS_CODES]));
  return new Map(rows.map((r) => [r.neisCode, r]));
}

/** A school library for each demo school (the library module's own record of the school). */
export async function seedDemoLibraries(db: Db) {
  const schools = await demoSchools(db);
  const rows = [...schools.values()].map((s) => ({
    libCode: `LIB${s.neisCode}`,
    neisCode: s.neisCode,
    schKey: s.schKey,
    name: `${s.name} 도서관`,
  }));
  if (rows.length) await db.insert(schoolLibrary).values(rows).onConflictDoNothing();
}

/**
 * Demo accounts of every role: credentials in the SSO module, member data in the portal module.
 * Existing accounts are left alone, so a restart neither re-hashes nor resets a changed password.
 */
export async function seedDemoMembers(db: Db) {
  const schools = await demoSchools(db);
  const existing = await db
    .select({ loginId: account.loginId })
    .from(account)
    .where(
      inArray(
        account.loginId,
        DEMO_MEMBERS.map((m) => m.loginId),
      ),
    );
  const have = new Set(existing.map((e) => e.loginId));
  await verifyDemoTeachersOnce(db);
  const missing = DEMO_MEMBERS.filter((m) => !have.has(m.loginId));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(account)
      .values(missing.map((m) => ({ loginId: m.loginId, passwordHash })))
      .onConflictDoNothing();
    await tx
      .insert(member)
      .values(
        missing.map((m) => ({
          loginId: m.loginId,
          name: m.name,
          memberTypeCode: m.memberTypeCode,
          schKey: m.neisCode ? (schools.get(m.neisCode)?.schKey ?? null) : null,
          grade: m.grade ?? null,
          classNo: m.classNo ?? null,
          verifyStatus: m.verifyStatus ?? 'verified',
          staffRole: m.staffRole ?? null,
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * Migration 0009 set every existing teacher pending (decision 050); the demo's verified teachers are
 * verified again here, once: a row a manager has decided on (verified_by set) is left alone.
 */
async function verifyDemoTeachersOnce(db: Db) {
  const verified = DEMO_MEMBERS.filter(
    (m) => m.memberTypeCode === MEMBER_TYPES.teacher && m.verifyStatus === undefined,
  ).map((m) => m.loginId);
  await db
    .update(member)
    .set({ verifyStatus: 'verified' })
    .where(
      and(inArray(member.loginId, verified), eq(member.verifyStatus, 'pending'), isNull(member.verifiedBy)),
    );
}

/** The authcheck condition accounts: SSO-only `newbie1`, suspended `suspended1`. Inserted once. */
export async function seedDemoConditionAccounts(db: Db) {
  const { ssoOnly, suspended } = DEMO_CONDITION_ACCOUNTS;
  const existing = await db
    .select({ loginId: account.loginId })
    .from(account)
    .where(inArray(account.loginId, [ssoOnly.loginId, suspended.loginId]));
  if (existing.length === 2) return;
  const schools = await demoSchools(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(account)
      .values([
        { loginId: ssoOnly.loginId, passwordHash },
        { loginId: suspended.loginId, passwordHash },
      ])
      .onConflictDoNothing();
    await tx
      .insert(member)
      .values({
        loginId: suspended.loginId,
        name: suspended.name,
        memberTypeCode: suspended.memberTypeCode,
        schKey: schools.get(suspended.neisCode)?.schKey ?? null,
        grade: suspended.grade,
        classNo: suspended.classNo,
        status: 'suspended',
      })
      .onConflictDoNothing();
  });
}

/**
 * Demo library cards (decision 034): student1's card at 서울가락초 can be linked; student2's card at
 * 가락중 and student3's at 가락고 are linked already (with consent). Inserted once.
 */
export const STUDENT3_CARD = '7010057000321';

export async function seedDemoPatrons(db: Db) {
  const members = await db
    .select({ loginId: member.loginId, memberKey: member.memberKey })
    .from(member)
    .where(inArray(member.loginId, ['student1', 'student2', 'student3']));
  const keyOf = new Map(members.map((m) => [m.loginId, m.memberKey]));
  const rows = [
    { libCode: 'LIB7130102', cardNo: '7130102000123', name: '김하늘' },
    {
      libCode: 'LIB7130165',
      cardNo: '7130165000456',
      name: '이서준',
      linkedMemberKey: keyOf.get('student2') ?? null,
      linkedAt: new Date(),
      agreeYn: 'Y',
    },
    { libCode: 'LIB7201044', cardNo: '7201044000789', name: '오하린' },
    // student3's card at 가락고, linked (issue 36: a high-school pupil's dashboard with loans).
    {
      libCode: 'LIB7010057',
      cardNo: STUDENT3_CARD,
      name: '박지우',
      linkedMemberKey: keyOf.get('student3') ?? null,
      linkedAt: new Date(),
      agreeYn: 'Y',
    },
  ];
  await db.insert(patron).values(rows).onConflictDoNothing();
}
