import type { CounselingItem } from '@reading/contract/community/reading-counseling';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { communityKeys } from '../api/keys.ts';
import {
  answerCounseling,
  saveCounseling,
  useCounselingCategories,
  useCounselingDetail,
  useCounselingList,
} from '../api/reading-counseling.ts';
import { useStaffMe } from '../api/staff-me.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuestionDetailView } from './question-detail.tsx';
import { QuestionForm } from './question-form.tsx';

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
    label: item.categoryName,
    status: {
      text: item.statusName,
      tone: item.statusCode === '2' ? ('done' as const) : ('waiting' as const),
    },
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

/** ApplyConsultingForm: students only (the route guard answers others '학생만 접근가능한 메뉴입니다.'). */
export function ApplyConsultingFormPage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCounselingCategories();
  if (!session) return null;
  return (
    <CommunityPage title={t.titles.ApplyConsultingForm} lead={t.leads.ApplyConsulting} width="narrow">
      <QuestionForm
        kind="counseling"
        categories={categories.data ?? []}
        cancelHref={hrefFor('ApplyConsulting', { basePath })}
        onSubmit={async ({ title, content, categoryCode, fileKeys }) => {
          const { data, message } = await saveCounseling({
            title,
            content,
            categoryCode: categoryCode ?? '',
            fileKeys,
          });
          await queryClient.invalidateQueries({ queryKey: communityKeys.board('counseling') });
          if (message) await alertDialog(message);
          navigate(
            hrefFor('ApplyConsultingDetail', {
              basePath,
              search: { counselingKey: String(data.counselingKey) },
            }),
            { replace: true },
          );
        }}
      />
    </CommunityPage>
  );
}

/** ApplyConsultingDetail: the application and its answer; the school's teachers and manager answer it here. */
export function ApplyConsultingDetailPage() {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'counselingKey');
  const query = useCounselingDetail(session ? key : null);
  const staff = useStaffMe();
  const queryClient = useQueryClient();
  if (!session) return null;
  const fromManage = search.get('from') === 'manage';
  const listHref = fromManage
    ? hrefFor('CommunityAnswerManage', { basePath, search: { tab: 'counseling' } })
    : hrefFor('ApplyConsulting', { basePath });
  const application = query.data;
  return (
    <CommunityPage title={t.titles.ApplyConsulting} width="narrow">
      {application ? (
        <QuestionDetailView
          question={application}
          listHref={listHref}
          neighbourHref={(counselingKey) =>
            hrefFor('ApplyConsultingDetail', {
              basePath,
              search: { counselingKey: String(counselingKey), ...(fromManage ? { from: 'manage' } : {}) },
            })
          }
          answerForm={
            staff.data?.counselingAnswerYn === 'Y' ? (
              <AnswerForm
                withPublish={false}
                onAnswer={async (answer) => {
                  const { message } = await answerCounseling({
                    counselingKey: application.counselingKey,
                    answer,
                  });
                  await queryClient.invalidateQueries({ queryKey: communityKeys.board('counseling') });
                  if (message) await alertDialog(message);
                }}
              />
            ) : null
          }
        />
      ) : (
        <DetailState query={query} missing={key === null} listHref={listHref} />
      )}
    </CommunityPage>
  );
}
