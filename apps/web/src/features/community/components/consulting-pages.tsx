import type { CounselingItem } from '@reading/contract/community/reading-counseling';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { categoryLabel, statusMark } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useMemberGuard } from '../../membership/public.ts';
import {
  answerCounseling,
  saveCounseling,
  useCounselingCategories,
  useCounselingDetail,
  useCounselingList,
} from '../api/reading-counseling.ts';
import {
  QuestionKindDetailPage,
  QuestionKindFormPage,
  type QuestionKindPages,
} from './question-kind-pages.tsx';

const t = communityMessages;

/**
 * ApplyConsulting: a student's own applications; a teacher's or manager's, their school's (the server
 * decides, and answers anyone else 403 with its message, shown as the list's error).
 */
export function ApplyConsultingPage() {
  const session = useMemberGuard({ needsDls: false });
  const member = useMember();
  const { basePath } = useSite();
  const params = useListParams();
  const query = useCounselingList(
    { pageIndex: params.pageIndex, searchKeyword: params.searchKeyword || undefined },
    Boolean(session),
  );
  if (!session) return null;
  const toRow = (item: CounselingItem) => ({
    key: item.counselingKey,
    href: hrefFor('ApplyConsultingDetail', {
      basePath,
      search: { counselingKey: String(item.counselingKey) },
    }),
    title: item.title,
    pinned: false,
    kind: categoryLabel('counseling', item),
    status: statusMark(item.statusCode),
    writer: member?.role === 'student' ? null : item.writerName,
    date: item.regDate,
  });
  const apply =
    member?.role === 'student' ? (
      <ButtonLink to={hrefFor('ApplyConsultingForm', { basePath })}>{t.question.apply}</ButtonLink>
    ) : null;
  return (
    <CommunityPage title={t.titles.ApplyConsulting} lead={t.leads.ApplyConsulting} actions={apply}>
      <BoardListView title={t.titles.ApplyConsulting} query={query} params={params} toRow={toRow} />
    </CommunityPage>
  );
}

const counselingPages: QuestionKindPages<'counselingKey'> = {
  board: 'counseling',
  keyName: 'counselingKey',
  routes: { list: 'ApplyConsulting', detail: 'ApplyConsultingDetail' },
  manageTab: 'counseling',
  // Getters: the texts are read when a page draws, in the reader's language (decision 210).
  get titles() {
    return { list: t.titles.ApplyConsulting, form: t.titles.ApplyConsultingForm };
  },
  get lead() {
    return t.leads.ApplyConsulting;
  },
  useCategories: useCounselingCategories,
  save: saveCounseling,
  useDetail: useCounselingDetail,
  // The school's teachers and manager answer a student's application.
  answerable: (staff) => staff?.counselingAnswerYn === 'Y',
  answer: (counselingKey, answer) => answerCounseling({ counselingKey, answer }),
};

/** ApplyConsultingForm: the kind's form (the shared question pages, decision 152). */
export function ApplyConsultingFormPage() {
  return <QuestionKindFormPage kind={counselingPages} />;
}

/** ApplyConsultingDetail: the question and its answer. */
export function ApplyConsultingDetailPage() {
  return <QuestionKindDetailPage kind={counselingPages} />;
}
