import type { ServiceRequestItem } from '@reading/contract/community/service-request';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { categoryLabel, statusMark } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useMemberGuard } from '../../membership/public.ts';
import {
  answerServiceRequest,
  saveServiceRequest,
  useServiceRequestCategories,
  useServiceRequestDetail,
  useServiceRequestList,
} from '../api/service-request.ts';
import {
  QuestionKindDetailPage,
  QuestionKindFormPage,
  type QuestionKindPages,
} from './question-kind-pages.tsx';

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
    kind: categoryLabel('serviceRequest', item),
    status: statusMark(item.statusCode),
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

const serviceRequestPages: QuestionKindPages<'serviceRequestKey'> = {
  board: 'serviceRequest',
  keyName: 'serviceRequestKey',
  routes: { list: 'ServiceRequest', detail: 'ServiceRequestDetail' },
  manageTab: 'serviceRequest',
  // Getters: the texts are read when a page draws, in the reader's language (decision 210).
  get titles() {
    return { list: t.titles.ServiceRequest, form: t.titles.ServiceRequestForm };
  },
  get lead() {
    return t.leads.ServiceRequest;
  },
  useCategories: useServiceRequestCategories,
  save: saveServiceRequest,
  useDetail: useServiceRequestDetail,
  // Operators answer (staff/me.serviceRequestAnswerYn).
  answerable: (staff) => staff?.serviceRequestAnswerYn === 'Y',
  answer: (serviceRequestKey, answer) => answerServiceRequest({ serviceRequestKey, answer }),
};

/** ServiceRequestForm: the kind's form (the shared question pages, decision 152). */
export function ServiceRequestFormPage() {
  return <QuestionKindFormPage kind={serviceRequestPages} />;
}

/** ServiceRequestDetail: the question and its answer. */
export function ServiceRequestDetailPage() {
  return <QuestionKindDetailPage kind={serviceRequestPages} />;
}
