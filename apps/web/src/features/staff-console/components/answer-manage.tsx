import { REQUEST_TYPE_NAMES } from '@reading/contract/community/codes';
import type { QnaItem } from '@reading/contract/community/qna-board';
import type { CounselingItem } from '@reading/contract/community/reading-counseling';
import type { ServiceRequestItem } from '@reading/contract/community/service-request';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { CategoryTabs } from '../../../components/board/category-tabs.tsx';
import { categoryLabel, statusMark } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { useCounselingList, useQnaList, useServiceRequestList } from '../../community/public.ts';
import { useStaff } from './use-staff.ts';

const t = staffConsoleMessages.answers;

/**
 * CommunityAnswerManage: the inquiries and counselling of the member's scope, and for an operator the
 * service requests (decision 152), awaiting ones to answer.
 */
type AnswerTab = 'qna' | 'counseling' | 'serviceRequest';

export function AnswerManage() {
  const staff = useStaff();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const params = useListParams(['tab', 'statusCode'] as const);
  const me = staff.ready ? staff.me : null;
  const inquiries = me?.inquiryAnswerYn === 'Y';
  const counseling = me?.counselingAnswerYn === 'Y';
  const requests = me?.serviceRequestAnswerYn === 'Y';
  const allowed: AnswerTab[] = [
    ...(inquiries ? (['qna'] as const) : []),
    ...(counseling ? (['counseling'] as const) : []),
    ...(requests ? (['serviceRequest'] as const) : []),
  ];
  const asked = search.get('tab') as AnswerTab | null;
  const tab: AnswerTab = asked && allowed.includes(asked) ? asked : (allowed[0] ?? 'qna');
  const listQuery = {
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    statusCode: (params.filters.statusCode || undefined) as '1' | '2' | undefined,
  };
  const qna = useQnaList({ ...listQuery, manageYn: 'Y' }, tab === 'qna' && inquiries);
  const counsel = useCounselingList(listQuery, tab === 'counseling' && counseling);
  const serviceRequests = useServiceRequestList(
    { ...listQuery, manageYn: 'Y' },
    tab === 'serviceRequest' && requests,
  );
  if (!staff.ready) return null;
  if (!allowed.length) {
    return (
      <CommunityPage title={t.title}>
        <StatusMessage
          variant="section"
          icon="error"
          title={t.noInquiryRights}
          description={staff.error?.message ?? staffConsoleMessages.manage.noRightsBody}
        />
      </CommunityPage>
    );
  }
  const qnaRow = (item: QnaItem) => ({
    key: item.qnaKey,
    href: hrefFor('InquiryDetail', { basePath, search: { qnaKey: String(item.qnaKey), from: 'manage' } }),
    title: item.title,
    pinned: false,
    kind: REQUEST_TYPE_NAMES[item.requestType],
    status: statusMark(item.statusCode),
    writer: item.writerName,
    date: item.regDate,
    files: item.fileCnt,
  });
  const counselRow = (item: CounselingItem) => ({
    key: item.counselingKey,
    href: hrefFor('ApplyConsultingDetail', {
      basePath,
      search: { counselingKey: String(item.counselingKey), from: 'manage' },
    }),
    title: item.title,
    pinned: false,
    kind: categoryLabel('counseling', item),
    status: statusMark(item.statusCode),
    writer: item.writerName,
    date: item.regDate,
  });
  const requestRow = (item: ServiceRequestItem) => ({
    key: item.serviceRequestKey,
    href: hrefFor('ServiceRequestDetail', {
      basePath,
      search: { serviceRequestKey: String(item.serviceRequestKey), from: 'manage' },
    }),
    title: item.title,
    pinned: false,
    kind: categoryLabel('serviceRequest', item),
    status: statusMark(item.statusCode),
    writer: item.writerName,
    date: item.regDate,
    files: item.fileCnt,
  });
  const names: Record<AnswerTab, string> = {
    qna: t.inquiries,
    counseling: t.counseling,
    serviceRequest: t.serviceRequests,
  };
  const tabs = allowed.map((codeId) => ({ codeId, codeName: names[codeId] }));
  const back = (
    <ButtonLink variant="secondary" to={hrefFor('CommunityManage', { basePath })}>
      {staffConsoleMessages.manage.title}
    </ButtonLink>
  );
  return (
    <CommunityPage title={t.title} lead={t.lead} actions={me?.boards.length ? back : null}>
      <CategoryTabs
        label={t.tabs}
        allLabel=""
        categories={tabs}
        selected={tab}
        onSelect={(next) => params.setFilters({ tab: next === allowed[0] ? '' : next })}
        withAll={false}
      >
        {tab === 'qna' ? (
          <BoardListView title={t.inquiries} query={qna} params={params} toRow={qnaRow} />
        ) : tab === 'counseling' ? (
          <BoardListView title={t.counseling} query={counsel} params={params} toRow={counselRow} />
        ) : (
          <BoardListView
            title={t.serviceRequests}
            query={serviceRequests}
            params={params}
            toRow={requestRow}
          />
        )}
      </CategoryTabs>
    </CommunityPage>
  );
}
