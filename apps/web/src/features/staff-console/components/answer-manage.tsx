import type { QnaItem } from '@reading/contract/community/qna-board';
import type { CounselingItem } from '@reading/contract/community/reading-counseling';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { CategoryTabs } from '../../../components/board/category-tabs.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { useCounselingList, useQnaList } from '../../community/public.ts';
import { useStaff } from './use-staff.ts';

const t = staffConsoleMessages.answers;

const statusOf = (item: { statusCode: '1' | '2'; statusName: string }) => ({
  text: item.statusName,
  tone: item.statusCode === '2' ? ('done' as const) : ('waiting' as const),
});

/** CommunityAnswerManage: the inquiries and counselling of the member's scope, awaiting ones to answer. */
export function AnswerManage() {
  const staff = useStaff();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const params = useListParams(['tab', 'statusCode'] as const);
  const me = staff.ready ? staff.me : null;
  const inquiries = me?.inquiryAnswerYn === 'Y';
  const counseling = me?.counselingAnswerYn === 'Y';
  const tab = search.get('tab') === 'counseling' || !inquiries ? 'counseling' : 'qna';
  const listQuery = {
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    statusCode: (params.filters.statusCode || undefined) as '1' | '2' | undefined,
  };
  const qna = useQnaList({ ...listQuery, manageYn: 'Y' }, tab === 'qna' && inquiries);
  const counsel = useCounselingList(listQuery, tab === 'counseling' && counseling);
  if (!staff.ready) return null;
  if (!inquiries && !counseling) {
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
    label: item.requestTypeName,
    status: statusOf(item),
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
    label: item.categoryName,
    status: statusOf(item),
    writer: item.writerName,
    date: item.regDate,
  });
  const tabs = [
    ...(inquiries ? [{ codeId: 'qna', codeName: t.inquiries }] : []),
    ...(counseling ? [{ codeId: 'counseling', codeName: t.counseling }] : []),
  ];
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
        onSelect={(next) => params.setFilters({ tab: next === 'qna' ? '' : next })}
        withAll={false}
      >
        {tab === 'qna' ? (
          <BoardListView title={t.inquiries} query={qna} params={params} toRow={qnaRow} />
        ) : (
          <BoardListView title={t.counseling} query={counsel} params={params} toRow={counselRow} />
        )}
      </CategoryTabs>
    </CommunityPage>
  );
}
