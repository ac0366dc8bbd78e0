import type { FastifyInstance } from 'fastify';
import { loginAs, type TestApp } from '../test-app.ts';

/** The password of the accounts this file signs up. */
export const TEST_PASSWORD = 'Reading#2026';

/** NEIS codes of the demo schools: 서울가락초 (the school under test) and 부산 가락초 (another school). */
export const OWN_SCHOOL = '7130102';
export const OTHER_SCHOOL = '7201044';

export async function schKeyOf(t: TestApp, neisCode: string): Promise<number> {
  const { rows } = await t.database.query(
    `select sch_key from portal.school where neis_code = '${neisCode}'`,
  );
  return Number(rows[0]!.sch_key);
}

/** Signs a member up through the public signup call, as anyone could; throws unless it succeeds. */
async function signUp(app: FastifyInstance, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/schome/service/member/signup',
    payload: { agreeUseCondition: 'Y', agreePersonalPrivacy: 'Y', password: TEST_PASSWORD, ...payload },
  });
  if (res.statusCode !== 200) throw new Error(`signup ${payload.id}: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; memberKey: number; verifyStatus: string };
}

/** Signs a teacher up through the public signup call, as anyone could (pending until approved). */
export const signUpTeacher = (app: FastifyInstance, id: string, schKey: number, name = '나새봄') =>
  signUp(app, { role: '02', id, name, schKey });

/** Signs a pupil up for a class (pending until verified, decision 220; verified with a class code). */
export const signUpPupil = (
  app: FastifyInstance,
  id: string,
  place: { schKey: number; grade: number; classNo: number; classCode?: string },
  name = '새학생',
) => signUp(app, { role: '01', id, name, ...place });

/**
 * A school manager of another school. Managers are appointed, not self-registered (decision 033): the
 * test signs up a general member and appoints it in the database, as a school's administration would.
 */
export async function appointManager(t: TestApp, id: string, neisCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/service/member/signup',
    payload: {
      role: '04',
      agreeUseCondition: 'Y',
      agreePersonalPrivacy: 'Y',
      id,
      password: TEST_PASSWORD,
      name: '타학교장',
    },
  });
  if (res.statusCode !== 200) throw new Error(`signup ${id}: ${res.statusCode} ${res.body}`);
  await t.database.query(
    `update portal.member set member_type_code = '03', sch_key = ${await schKeyOf(t, neisCode)} where login_id = '${id}'`,
  );
}

/** Session headers of a logged-in member (demo password unless given); throws when login fails. */
export async function sessionOf(app: FastifyInstance, id: string, password?: string) {
  const login = await loginAs(app, id, password);
  if (login.res.statusCode !== 200) throw new Error(`login ${id}: ${login.res.statusCode} ${login.res.body}`);
  return login;
}
