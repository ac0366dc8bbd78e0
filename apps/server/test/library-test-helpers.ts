import { hashToken, newToken } from '../src/lib/tokens.ts';
import { libraryServicesOf } from '../src/modules/library/index.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers for the library module's API tests (not used by the app). */
export async function loginAs(t: TestApp, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/auth/member/login',
    payload: { id, password: 'demo1234!' },
  });
  const data = res.json().data;
  return {
    data,
    headers: {
      token: data.token as string,
      userId: data.userId as string,
      ...(data.schKey ? { schKey: String(data.schKey) } : {}),
    },
  };
}

/**
 * A one-time link code for a card, as its library's desk issues it (decision 051). Issued through the
 * library service, not by logging the manager in, so the test file's own manager session stays live.
 */
export async function linkCodeFor(t: TestApp, cardNo: string, manager = 'manager1', libCode = 'LIB7130102') {
  const { rows } = await t.database.query(
    `select member_key from portal.member where login_id = '${manager}'`,
  );
  const issued = await t.app.library.patrons.issueLinkCode(libCode, cardNo, Number(rows[0]!.member_key));
  return issued.code;
}

/** student1 logged in with their card linked: the portal session headers, and with the library token. */
export async function linkedStudent1(t: TestApp) {
  const linkCode = await linkCodeFor(t, '7130102000123');
  const { headers } = await loginAs(t, 'student1');
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/service/member/dlsAuth',
    headers,
    payload: { linkCode },
  });
  const token = res.json().data.dlsToken as { tokenType: string; accessToken: string };
  return { portal: headers, dls: { ...headers, authorization: `${token.tokenType} ${token.accessToken}` } };
}

/**
 * A patron's library token without going through the portal (cards of test-made patrons): a portal
 * member and session of its own are written directly, and the token is bound to that session
 * (decision 052). Answers the session headers with the `authorization` header.
 */
export async function tokenForCard(t: TestApp, cardNo: string) {
  const found = await libraryServicesOf(t.app).patronRepository.findByCard(cardNo);
  if (!found) throw new Error(`no card ${cardNo}`);
  const loginId = `card${cardNo}`;
  const { rows } = await t.database.query(
    `insert into portal.member (login_id, name, member_type_code, sch_key) values ('${loginId}', '${found.name}', '01', ${found.schKey})
     on conflict (login_id) do update set name = excluded.name returning member_key`,
  );
  const sessionToken = newToken();
  await t.database.query(
    `insert into portal.member_session (token_hash, member_key) values ('${hashToken(sessionToken)}', ${rows[0]!.member_key})`,
  );
  const token = await t.app.library.patrons.issueToken(found.patronId, hashToken(sessionToken));
  return {
    token: sessionToken,
    userId: loginId,
    schKey: String(found.schKey),
    authorization: `${token.tokenType} ${token.accessToken}`,
  };
}

export const desk = (libCode = 'LIB7130102') => `/dls/api/desk/${libCode}`;

let patronSeq = 0;
const takenCopies = new Set<string>();

/** A new card at a library (grade null = staff), with its library token. */
export async function newPatron(
  t: TestApp,
  options: {
    libCode?: string;
    grade?: number | null;
    classNo?: number;
    loanYn?: 'Y' | 'N';
    reason?: string;
  } = {},
) {
  patronSeq++;
  const cardNo = `99${String(process.pid % 1000).padStart(3, '0')}${String(patronSeq).padStart(6, '0')}`;
  const grade = options.grade === undefined ? 5 : options.grade;
  await t.database.query(
    `insert into library.patron (lib_code, card_no, name, grade, class_no, loan_yn, loan_n_reason)
     values ('${options.libCode ?? 'LIB7130102'}', '${cardNo}', '테스트${patronSeq}', ${grade ?? 'null'},
     ${options.classNo ?? 'null'}, '${options.loanYn ?? 'Y'}', ${options.reason ? `'${options.reason}'` : 'null'})`,
  );
  return { cardNo, dls: await tokenForCard(t, cardNo) };
}

/** Free copies of titles the library holds one copy of, that no other test of this file took. */
export async function freeCopies(t: TestApp, n: number, libCode = 'LIB7130102') {
  const { rows } = await t.database.query(
    // The library's only copy of its book: no other edition of the same work and volume (decision 243)
    // stands on the shelf, so a reservation of it is not refused for a copy nearby.
    `select h.reg_no, h.book_key from search.holding h join search.book b using (book_key)
     where h.lib_code = '${libCode}' and h.reg_no not like 'LS%' and h.book_key in (
       select book_key from search.holding where lib_code = '${libCode}' and reg_no not like 'LS%'
       group by book_key having count(*) = 1 and bool_and(status = 'AVAILABLE'))
       -- Nor a book of the contract's demo copies (LS…), which other tests lend and reserve.
       and not exists (select 1 from search.holding d where d.lib_code = h.lib_code and d.book_key = h.book_key
         and d.reg_no like 'LS%')
       and not exists (
         select 1 from search.holding o join search.book ob using (book_key)
         where o.lib_code = '${libCode}' and o.book_key <> h.book_key and b.work_key <> ''
           and ob.work_key = b.work_key and ob.volume is not distinct from b.volume)
     order by h.book_key limit 400`,
  );
  const picked: { regNo: string; bookKey: number }[] = [];
  for (const r of rows) {
    const key = `${libCode}|${r.book_key}`;
    if (takenCopies.has(key)) continue;
    takenCopies.add(key);
    picked.push({ regNo: String(r.reg_no), bookKey: Number(r.book_key) });
    if (picked.length === n) break;
  }
  return picked;
}

export async function holdingStatus(t: TestApp, regNo: string, libCode = 'LIB7130102') {
  const { rows } = await t.database.query(
    `select status from search.holding where lib_code = '${libCode}' and reg_no = '${regNo}'`,
  );
  return rows[0]?.status as string | undefined;
}

export function checkout(
  t: TestApp,
  headers: Record<string, string>,
  cardNo: string,
  regNo: string,
  libCode = 'LIB7130102',
) {
  return t.app.inject({
    method: 'POST',
    url: `${desk(libCode)}/checkout`,
    headers,
    payload: { cardNo, regNo },
  });
}

export function checkin(t: TestApp, headers: Record<string, string>, regNo: string, libCode = 'LIB7130102') {
  return t.app.inject({ method: 'POST', url: `${desk(libCode)}/checkin`, headers, payload: { regNo } });
}
