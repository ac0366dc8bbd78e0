import type { SchoolNewsDetail } from '@reading/contract/community/my-school-library-info';
import type { NoticeDetail } from '@reading/contract/community/notice-board';
import type { Survey } from '@reading/contract/community/survey';
import type { SavedEntry } from '@reading/contract/event/prize-event';
import type { LibraryNotice } from '@reading/contract/library/notices';
import { isApiError } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session-store.ts';
import {
  getDlsNoticeToday,
  getNoticeDetail,
  getNoticeList,
  getSchoolNewsDetail,
  getSchoolNewsList,
} from '../../community/public.ts';
import { type HideRecords, hideKey, isHidden } from '../hide-records.ts';
import { noticePopupQuery, type PopupViewer } from '../notice-popup-scope.ts';

/** One popup of the root pages, in the order they are shown (one at a time). */
export type RootPopup =
  | { kind: 'survey'; id: string; survey: Survey }
  | { kind: 'notice'; id: string; notice: NoticeDetail }
  | { kind: 'dlsNotice'; id: string; notice: LibraryNotice }
  | { kind: 'schoolNews'; id: string; news: SchoolNewsDetail }
  | { kind: 'dlsConsent'; id: string }
  | { kind: 'dlsDeleted'; id: string }
  | { kind: 'prizeEvent'; id: string; saved: SavedEntry };

/** A load error leaves that popup out (spec 001 §8: most other load errors are silently ignored). */
const quietly = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

/**
 * What the root page shows, in a sensible order (decision 101): the member's open survey, the notice
 * popups for the member type and school level, today's DLS notices, the school's library news, then the
 * DLS consent (member agreement) when the server says N, and the prize event's popup (event info) for a
 * member who has an entry (spec 001 §4). Hidden popups (hide records) are left out.
 */
export async function loadRootPopups(
  session: Session | null,
  siteLevel: '01' | '02' | '03' | undefined,
  schKey: string | null,
  records: HideRecords,
  now = Date.now(),
): Promise<RootPopup[]> {
  const viewer: PopupViewer = session
    ? { memberTypeCode: session.memberTypeCode, schGropCode: session.schGropCode }
    : null;
  const memberKey = session?.memberKey;
  const noticeScope = noticePopupQuery(viewer, siteLevel);
  const neisCode = session?.neisCode ?? null;
  const shown = (kind: 'notice' | 'schoolNews' | 'dlsNotice', key: number) =>
    !isHidden(records, hideKey(kind, key), now);

  // The member's own popups' calls load only for a member: an anonymous visitor's home does not
  // download the survey, event and membership areas (the first-load budget, decision 101).
  const { getSurveyList, getMemberAgree, checkMemberKey, PRIZE_EVENT_ID } = memberKey
    ? await import('./member-popup-calls.ts')
    : ({} as typeof import('./member-popup-calls.ts'));
  const [surveys, notices, dlsNotices, news, agree, prize] = await Promise.all([
    memberKey
      ? quietly(
          getSurveyList(memberKey).then((r) => r.data.list),
          [],
        )
      : Promise.resolve([]),
    quietly(
      getNoticeList(noticeScope).then((r) =>
        Promise.all(
          r.data.list
            .filter((n) => shown('notice', n.noticeKey))
            .map((n) => getNoticeDetail(n.noticeKey, noticeScope).then((d) => d.data)),
        ),
      ),
      [] as NoticeDetail[],
    ),
    neisCode || session?.provCode
      ? quietly(
          getDlsNoticeToday(neisCode ? { neisCode } : { provCode: session?.provCode ?? undefined }).then(
            (r) => r.data.list,
          ),
          [] as LibraryNotice[],
        )
      : Promise.resolve([] as LibraryNotice[]),
    schKey
      ? quietly(
          getSchoolNewsList({ schKey, popupYn: 'Y', provCode: 'AL' }).then((r) =>
            Promise.all(
              r.data.popupList
                .filter((n) => shown('schoolNews', n.mySchoolKey))
                .map((n) => getSchoolNewsDetail(n.mySchoolKey).then((d) => d.data)),
            ),
          ),
          [] as SchoolNewsDetail[],
        )
      : Promise.resolve([] as SchoolNewsDetail[]),
    memberKey && session?.dlsLoanCardNo
      ? getMemberAgree({ memberKey, dlsLoanCardNo: session.dlsLoanCardNo }).then(
          (r) => r.data.agreeYN,
          (error: unknown) => (isApiError(error) && error.status === 404 ? ('deleted' as const) : null),
        )
      : Promise.resolve(null),
    memberKey && !isHidden(records, hideKey('event', PRIZE_EVENT_ID), now)
      ? quietly(
          checkMemberKey(PRIZE_EVENT_ID, memberKey).then((r) => r.data),
          null,
        )
      : Promise.resolve(null),
  ]);
  const prizeShown = prize && prize.memberKey !== null && prize.openYn === 'Y' && prize.notAllDayYn !== 'Y';

  return [
    ...surveys
      .filter((survey) => !isHidden(records, hideKey('survey', survey.surveyKey), now))
      .slice(0, 1)
      .map((survey) => ({ kind: 'survey' as const, id: hideKey('survey', survey.surveyKey), survey })),
    ...notices.map((notice) => ({
      kind: 'notice' as const,
      id: hideKey('notice', notice.noticeKey),
      notice,
    })),
    ...dlsNotices
      .filter((n) => shown('dlsNotice', n.noticeKey))
      .map((notice) => ({ kind: 'dlsNotice' as const, id: hideKey('dlsNotice', notice.noticeKey), notice })),
    ...news.map((n) => ({ kind: 'schoolNews' as const, id: hideKey('schoolNews', n.mySchoolKey), news: n })),
    ...(agree === 'N' ? [{ kind: 'dlsConsent' as const, id: 'dlsConsent' }] : []),
    ...(agree === 'deleted' ? [{ kind: 'dlsDeleted' as const, id: 'dlsDeleted' }] : []),
    ...(prize && prizeShown
      ? [{ kind: 'prizeEvent' as const, id: hideKey('event', PRIZE_EVENT_ID), saved: prize }]
      : []),
  ];
}
