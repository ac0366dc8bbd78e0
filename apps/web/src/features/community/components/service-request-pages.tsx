import type { ServiceRequestItem } from '@reading/contract/community/service-request';
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
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { communityKeys } from '../api/keys.ts';
import {
  answerServiceRequest,
  saveServiceRequest,
  useServiceRequestCategories,
  useServiceRequestDetail,
  useServiceRequestList,
} from '../api/service-request.ts';
import { useStaffMe } from '../api/staff-me.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuestionDetailView } from './question-detail.tsx';
import { QuestionForm } from './question-form.tsx';

const t = communityMessages;

/**
 * ServiceRequest: a teacher's or manager's own requests to the agency (decision 152). Students never
 * reach it (the route guard answers '접근이 불가합니다.'); a pending teacher gets the server's 403 as
 * the list's error.
 */
export function ServiceRequestPage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const params = useListParams();
  const query = useServiceRequestList(
    { pageIndex: params.pageIndex, searchKeyword: params.searchKeyword || undefined },
    Boolean(session),
  );
  if (!session) return null;
  const toRow = (item: ServiceRequestItem) => ({
    key: item.serviceRequestKey,
    href: hrefFor('ServiceRequestDetail', {
      basePath,
      search: { serviceRequestKey: String(item.serviceRequestKey) },
    }),
    title: item.title,
    pinned: false,
    label: item.categoryName,
    status: {
      text: item.statusName,
      tone: item.statusCode === '2' ? ('done' as const) : ('waiting' as const),
    },
    writer: null,
    date: item.regDate,
    files: item.fileCnt,
  });
  const request = (
    <ButtonLink to={hrefFor('ServiceRequestForm', { basePath })}>{t.question.request}</ButtonLink>
  );
  return (
    <CommunityPage title={t.titles.ServiceRequest} lead={t.leads.ServiceRequest} actions={request}>
      <BoardListView
        title={t.titles.ServiceRequest}
        query={query}
        params={params}
        toRow={toRow}
        emptyAction={request}
      />
    </CommunityPage>
  );
}

/** ServiceRequestForm: category, title, text and attachments, checked by the contract's schema. */
export function ServiceRequestFormPage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useServiceRequestCategories();
  if (!session) return null;
  return (
    <CommunityPage title={t.titles.ServiceRequestForm} lead={t.leads.ServiceRequest} width="narrow">
      <QuestionForm
        kind="serviceRequest"
        categories={categories.data ?? []}
        cancelHref={hrefFor('ServiceRequest', { basePath })}
        onSubmit={async ({ title, content, categoryCode, fileKeys }) => {
          const { data, message } = await saveServiceRequest({
            title,
            content,
            categoryCode: categoryCode ?? '',
            fileKeys,
          });
          await queryClient.invalidateQueries({ queryKey: communityKeys.board('serviceRequest') });
          if (message) await alertDialog(message);
          navigate(
            hrefFor('ServiceRequestDetail', {
              basePath,
              search: { serviceRequestKey: String(data.serviceRequestKey) },
            }),
            { replace: true },
          );
        }}
      />
    </CommunityPage>
  );
}

/** ServiceRequestDetail: the request and its answer; an operator answers it here. */
export function ServiceRequestDetailPage() {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'serviceRequestKey');
  const query = useServiceRequestDetail(session ? key : null);
  const staff = useStaffMe();
  const queryClient = useQueryClient();
  if (!session) return null;
  const fromManage = search.get('from') === 'manage';
  const listHref = fromManage
    ? hrefFor('CommunityAnswerManage', { basePath, search: { tab: 'serviceRequest' } })
    : hrefFor('ServiceRequest', { basePath });
  const request = query.data;
  return (
    <CommunityPage title={t.titles.ServiceRequest} width="narrow">
      {request ? (
        <QuestionDetailView
          question={request}
          listHref={listHref}
          neighbourHref={(serviceRequestKey) =>
            hrefFor('ServiceRequestDetail', {
              basePath,
              search: {
                serviceRequestKey: String(serviceRequestKey),
                ...(fromManage ? { from: 'manage' } : {}),
              },
            })
          }
          answerForm={
            staff.data?.serviceRequestAnswerYn === 'Y' ? (
              <AnswerForm
                withPublish={false}
                onAnswer={async (answer) => {
                  const { message } = await answerServiceRequest({
                    serviceRequestKey: request.serviceRequestKey,
                    answer,
                  });
                  await queryClient.invalidateQueries({ queryKey: communityKeys.board('serviceRequest') });
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
