import { describe, expect, it } from 'vitest';
import { linkCodeFor } from '../library-test-helpers.ts';
import { useTestApp } from '../test-app.ts';
import {
  AUTHORIZATION_CALLS,
  type AuthorizationCall,
  type CallContext,
  IDENTITIES,
  type Identity,
} from './calls.ts';
import { appointManager, OTHER_SCHOOL, sessionOf, TEST_PASSWORD } from './identities.ts';

const t = useTestApp();
const STUDENT_CARD = '7130102000123';

/** Logs every identity in once; student1 links her card with a code from the desk first. */
async function prepare(): Promise<{
  headers: Record<Identity, Record<string, string>>;
  context: CallContext;
}> {
  await appointManager(t, 'othermanager1', OTHER_SCHOOL);
  const linkCode = await linkCodeFor(t, STUDENT_CARD);
  const student = await sessionOf(t.app, 'student1');
  const link = await t.app.inject({
    method: 'POST',
    url: '/schome/service/member/dlsAuth',
    headers: student.headers,
    payload: { linkCode },
  });
  const token = link.json().data.dlsToken as { tokenType: string; accessToken: string };
  const logins: [Identity, string, string?][] = [
    ['general', 'member1'],
    ['teacher', 'teacher1'],
    ['pending', 'teacher2'],
    ['unverified', 'pending1'],
    ['otherTeacher', 'teacher4'],
    ['manager', 'manager1'],
    ['otherManager', 'othermanager1', TEST_PASSWORD],
  ];
  const headers: Partial<Record<Identity, Record<string, string>>> = {
    anon: {},
    student: { ...student.headers, authorization: `${token.tokenType} ${token.accessToken}` },
  };
  const keys: Partial<Record<Identity, number>> = {};
  for (const [identity, id, password] of logins) {
    const login = await sessionOf(t.app, id, password);
    headers[identity] = login.headers;
    keys[identity] = login.data.memberKey;
  }
  return {
    headers: headers as Record<Identity, Record<string, string>>,
    context: {
      studentMemberKey: student.data.memberKey,
      studentCardNo: STUDENT_CARD,
      verifiedTeacherKey: keys.teacher!,
      unverifiedMemberKey: keys.unverified!,
    },
  };
}

function multipart(fields: Record<string, string>) {
  const boundary = '----authorization-table';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
    .concat(`--${boundary}--\r\n`);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(call: AuthorizationCall, headers: Record<string, string>, c: CallContext) {
  const url = typeof call.url === 'function' ? call.url(c) : call.url;
  const method = call.method ?? 'GET';
  if (call.form) {
    const { body, contentType } = multipart(call.form(c));
    return t.app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload: body });
  }
  const payload = typeof call.payload === 'function' ? call.payload(c) : call.payload;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('authorization table: every member, library and desk call for every identity', () => {
  it(
    'answers each identity the status its row expects, always in the envelope',
    async () => {
      const { headers, context } = await prepare();
      const mismatches: string[] = [];
      for (const call of AUTHORIZATION_CALLS) {
        for (const identity of IDENTITIES) {
          const want = call.expect[identity] ?? call.others;
          const res = await send(call, headers[identity], context);
          const body = res.json() as { status?: string; message?: unknown };
          const envelope =
            body.status === (res.statusCode < 400 ? 'OK' : 'FAIL') && typeof body.message === 'string';
          if (res.statusCode !== want || !envelope) {
            mismatches.push(
              `${call.name} as ${identity}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
      // Every row for every identity, one request at a time: the table grows with each area.
    },
    30_000 + AUTHORIZATION_CALLS.length * IDENTITIES.length * 100,
  );
});
