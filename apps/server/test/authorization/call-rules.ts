/** Who may call what: the shared shapes of the authorization table's rows (see calls.ts). */
export const LIB = 'LIB7130102';
export const desk = `/dls/api/desk/${LIB}`;
/** Anyone may call: the same answer for every identity. */
export const everyone = (status = 200) => ({ expect: {}, others: status });
/** The card holder's own library calls: the library token of a linked card is the key. */
export const cardHolder = (allowed = 200) => ({ expect: { student: allowed }, others: 403 });
/** Own-member calls: the session's own memberKey only. */
export const ownMember = (allowed = 200) => ({ expect: { anon: 401, student: allowed }, others: 403 });
/** Any logged-in member, on their own objects: the status they get (200, or 404 for a key that is none). */
export const member = (allowed = 200) => ({ expect: { anon: 401 }, others: allowed });
/** The circulation desk of 서울가락초: its manager only. */
export const deskOnly = (allowed = 200) => ({ expect: { anon: 401, manager: allowed }, others: 403 });
/** Recommended books (issue 15). */
export const rb = '/schome/service/recommendbook';
/** RecommendedBookManage: verified teachers, each with their own picks (students, pending, managers 403). */
export const teacherPicks = (allowed = 200) => ({
  expect: { anon: 401, teacher: allowed, otherTeacher: allowed },
  others: 403,
});
