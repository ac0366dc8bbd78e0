import type { ShellMemberFields } from '../lib/member.ts';
import { type Session, setSession } from '../lib/session-store.ts';

/** Logs a demo member in for a unit test (the identity issue's login does this for real). */
export function loginAs(fields: Partial<Session> & ShellMemberFields) {
  const session: Session & ShellMemberFields = {
    token: 'test-token',
    userId: fields.id ?? 'student1',
    schKey: '7',
    schName: '서울가락초등학교',
    ...fields,
  };
  setSession(session);
}

export const STUDENT1 = {
  id: 'student1',
  name: '김학생',
  memberTypeCode: '01',
  schGropCode: '01',
  neisCode: '7130102',
  provCode: 'B10',
  dlsUserNo: null,
} as const;

export const TEACHER1 = { ...STUDENT1, id: 'teacher1', name: '이교사', memberTypeCode: '02' } as const;
export const MANAGER1 = { ...STUDENT1, id: 'manager1', name: '박관리', memberTypeCode: '03' } as const;
