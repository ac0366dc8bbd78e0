import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_FILES_DIR } from '../../src/db/seed/community-files.ts';
import { uploadFile } from '../file-upload.ts';
import { linkCodeFor } from '../library-test-helpers.ts';
import { useTestApp } from '../test-app.ts';
import {
  AUTHORIZATION_CALLS,
  type AuthorizationCall,
  type CallContext,
  IDENTITIES,
  type Identity,
} from './calls.ts';
import {
  appointManager,
  OTHER_SCHOOL,
  OWN_SCHOOL,
  schKeyOf,
  sessionOf,
  TEST_PASSWORD,
} from './identities.ts';

const t = useTestApp();
const STUDENT_CARD = '7130102000123';
const PNG = readFileSync(path.join(SEED_FILES_DIR, 'library-map.png'));

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
  // An upload of student2 (none of the identities), not attached to anything (decision 225).
  const stranger = await sessionOf(t.app, 'student2');
  const upload = await uploadFile(t.app, stranger.headers, {
    name: '독서감상화.png',
    data: PNG,
    type: 'image/png',
  });
  if (upload.statusCode !== 200) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  return {
    headers: headers as Record<Identity, Record<string, string>>,
    context: {
      studentMemberKey: student.data.memberKey,
      studentCardNo: STUDENT_CARD,
      verifiedTeacherKey: keys.teacher!,
      unverifiedMemberKey: keys.unverified!,
      ownSchKey: await schKeyOf(t, OWN_SCHOOL),
      strangerFileKey: upload.json().data.fileKey,
      ...(await otherSchoolJoinsNationwide()),
    },
  };
}

/** Finding 3 of issue 33: student4 of 부산 가락초 joins teacher1's running nationwide marathon. */
async function otherSchoolJoinsNationwide() {
  const { rows } = await t.database.query(
    `select reading_marathon_key as key from portal.reading_marathon where name = '한 달 1,000쪽 도전'`,
  );
  const nationwideMarathonKey = Number(rows[0]!.key);
  const pupil = await sessionOf(t.app, 'student4');
  const join = await t.app.inject({
    method: 'POST',
    url: '/schome/service/readingActivitesJoin/readingMarathon/join',
    headers: pupil.headers,
    payload: { readingMarathonKey: nationwideMarathonKey },
  });
  if (join.statusCode !== 200) throw new Error(`student4 joins: ${join.statusCode} ${join.body}`);
  const named = await t.database.query(
    `select name from portal.member where member_key = ${pupil.data.memberKey}`,
  );
  return {
    nationwideMarathonKey,
    otherSchoolPupil: { memberKey: pupil.data.memberKey, name: String(named.rows[0]!.name) },
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
          const leak = res.statusCode < 300 ? call.leaks?.(body, context) : null;
          if (leak) mismatches.push(`${call.name} as ${identity}: ${leak}`);
        }
      }
      expect(mismatches).toEqual([]);
      // Every row for every identity, one request at a time: the table grows with each area.
    },
    30_000 + AUTHORIZATION_CALLS.length * IDENTITIES.length * 100,
  );
});
