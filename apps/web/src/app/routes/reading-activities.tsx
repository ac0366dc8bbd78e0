import { BOOK_LIST_TYPE_VALUES, type BookListType } from '@reading/contract/activities/codes';
import { useParams, useSearchParams } from 'react-router';
import { positiveKey } from '../../components/board/route-params.ts';
import { useMemberGuard } from '../../features/membership/public.ts';
import {
  ActivityDetailPage,
  ActivityEditPage,
  ActivityWritePage,
  MyActivities,
  RecommendDetailPage,
  RecommendList,
} from '../../features/reading-activities/components/activity-pages.tsx';
import { BookChoices } from '../../features/reading-activities/components/book-choices.tsx';
import {
  ActivityManageList,
  ActivityReview,
} from '../../features/reading-activities/components/manage-pages.tsx';
import { MissingKeyPage, NotFoundRoute } from './not-found.tsx';

/** Reading activities (issue 16): the pages of the write flow, the reader's and the teacher's. */
const keyOf = (value: string | null | undefined) => positiveKey(value) ?? 0;

export function ParticipationContestListRoute() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const session = useMemberGuard({ needsDls: false });
  if (!BOOK_LIST_TYPE_VALUES.includes(type as BookListType)) return <NotFoundRoute />;
  return session ? (
    <BookChoices
      type={type as BookListType}
      keyword={(params.get('keyword') ?? '').trim()}
      pageIndex={keyOf(params.get('pageIndex')) || 1}
      subjectKey={keyOf(params.get('subjectKey')) || null}
    />
  ) : null;
}

export function ContestFormRoute() {
  const session = useMemberGuard({ needsDls: false });
  const [params] = useSearchParams();
  const bookKey = keyOf(params.get('bookKey'));
  const book = bookKey
    ? {
        bookKey,
        bookTitle: params.get('bookTitle') ?? '',
        subjectKey: keyOf(params.get('subjectKey')) || null,
      }
    : null;
  return session ? <ActivityWritePage book={book} /> : null;
}

export function ContestFormEditRoute() {
  const session = useMemberGuard({ needsDls: false });
  const key = keyOf(useParams().reaActKey);
  if (!key) return <MissingKeyPage back="MyActivites" />;
  return session ? <ActivityEditPage reaActKey={key} /> : null;
}

export function ParticipationContestDetailRoute() {
  const key = keyOf(useParams().reaActKey);
  return key ? <ActivityDetailPage reaActKey={key} /> : <MissingKeyPage back="RecommendList" />;
}

export function RecommendListRoute() {
  return <RecommendList />;
}

export function RecommendDetailRoute() {
  const key = keyOf(useParams().reaActKey);
  return key ? <RecommendDetailPage reaActKey={key} /> : <MissingKeyPage back="RecommendList" />;
}

export function MyActivitesRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <MyActivities memberKey={session.memberKey} /> : null;
}

export function MyMediaActivitiesRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session?.memberKey ? <MyActivities memberKey={session.memberKey} media /> : null;
}

export function ParticipationActivityManageListRoute() {
  const session = useMemberGuard({ needsDls: false });
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'subject' ? 'subject' : 'review';
  return session?.memberKey ? <ActivityManageList teacherMemberKey={session.memberKey} tab={tab} /> : null;
}

export function ParticipationActivityReviewManageRoute() {
  const session = useMemberGuard({ needsDls: false });
  const key = keyOf(useSearchParams()[0].get('reaActKey'));
  if (!key) return <MissingKeyPage back="ParticipationActivityManageList" />;
  return session ? <ActivityReview reaActKey={key} /> : null;
}
