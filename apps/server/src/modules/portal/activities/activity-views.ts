import type { ActivityDetail, ActivityItem, ActivityReply } from '@reading/contract/activities/activities';
import { activityStatusName, reaActCodeName } from '@reading/contract/activities/codes';
import { koreaDateTime } from '../../../lib/clock.ts';
import { shownMember } from '../core/member-names.ts';
import { textOfHtml } from '../core/sanitize.ts';
import type { ActivitiesRepository, ActivityRow, Page } from './activities.repository.ts';
import type { Viewer } from './visibility.ts';

/** How an activity leaves the server: the list item, the page, the detail with its replies (both services). */
export const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
/** An instant as the server answers it: ISO 8601 in Korea time (decision 235). */
export const iso = (d: Date) => koreaDateTime(d);

/** An activity as `v` sees it: its writer's name and key by the one masking rule (decision 230). */
export function toItem(row: ActivityRow, v: Viewer): ActivityItem {
  const text = textOfHtml(row.content);
  const writer = shownMember(v, { memberKey: row.memberKey, schKey: row.schKey, name: row.memberName });
  return {
    reaActKey: row.reaActKey,
    reaActCode: row.reaActCode,
    reaActName: reaActCodeName(row.reaActCode),
    memberKey: writer.memberKey,
    memberName: writer.name,
    mineYn: yn(writer.mine),
    schKey: row.schKey,
    schName: row.schName,
    bookKey: row.bookKey,
    bookTitle: row.bookTitle,
    author: row.author,
    title: row.title,
    summary: text.length > 120 ? `${text.slice(0, 120)}…` : text,
    rating: row.rating,
    privacyBoundCode: row.privacyBoundCode,
    statusCode: row.statusCode,
    statusName: activityStatusName(row.statusCode),
    recommendYn: yn(row.recommended),
    replyCount: row.replyCount,
    regDate: iso(row.createdAt),
    updDate: iso(row.updatedAt),
  };
}

export const toPage = (
  p: Page,
  { rows, totalCount }: { rows: ActivityRow[]; totalCount: number },
  v: Viewer,
) => ({
  list: rows.map((row) => toItem(row, v)),
  totalCount,
  totalPage: Math.ceil(totalCount / p.pageSize),
  pageIndex: p.pageIndex,
  pageSize: p.pageSize,
});

/** The teachers' replies of an activity, oldest first. */
export async function repliesOf(
  repository: ActivitiesRepository,
  reaActKey: number,
): Promise<ActivityReply[]> {
  return (await repository.replies(reaActKey)).map(({ createdAt, ...r }) => ({
    ...r,
    regDate: iso(createdAt),
  }));
}

/** The detail of an activity as `v` sees it: may they edit it, may they review it. */
export async function detailOf(
  repository: ActivitiesRepository,
  row: ActivityRow,
  v: Viewer,
): Promise<ActivityDetail> {
  return {
    ...toItem(row, v),
    content: row.content,
    returnReason: row.returnReason,
    subjectKey: row.subjectKey,
    subjectTitle: row.subjectTitle,
    replies: await repliesOf(repository, row.reaActKey),
    editableYn: yn(!!v && v.memberKey === row.memberKey && row.statusCode !== '02'),
    reviewableYn: yn(await repository.isReviewable(row.reaActKey, v)),
  };
}
