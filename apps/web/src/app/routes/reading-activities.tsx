import { BOOK_LIST_TYPE_VALUES, type BookListType } from '@reading/contract/activities/codes';
import { useParams, useSearchParams } from 'react-router';
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
import { NotFoundRoute } from './not-found.tsx';

/** Reading activities (issue 16): the pages of the write flow, the reader's and the teacher's. */
const keyOf = (value: string | null | undefined) => {
  const key = Number(value);
  return Number.isInteger(key) && key > 0 ? key : 0;
};

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
  const { reaActKey } = useParams();
  return session ? <ActivityEditPage reaActKey={keyOf(reaActKey)} /> : null;
}

export function ParticipationContestDetailRoute() {
  const { reaActKey } = useParams();
  return <ActivityDetailPage reaActKey={keyOf(reaActKey)} />;
}

export function RecommendListRoute() {
  return <RecommendList />;
}

export function RecommendDetailRoute() {
  const { reaActKey } = useParams();
  return <RecommendDetailPage reaActKey={keyOf(reaActKey)} />;
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
  const [params] = useSearchParams();
  return session ? <ActivityReview reaActKey={keyOf(params.get('reaActKey'))} /> : null;
}
