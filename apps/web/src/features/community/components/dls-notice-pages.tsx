import type { LibraryNotice } from '@reading/contract/library/notices';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { PostDetail } from '../../../components/board/post-detail.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { hrefFor } from '../../../config/paths.ts';
import { communityFileDownload } from '../../../lib/attachments.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useDlsNoticeDetail, useDlsNoticeList } from '../api/dls-notice.ts';

const t = communityMessages;

/**
 * DlsNotice: the library (DLS) notices of the member's school library and its region; without a
 * school, the notices of every region (A10).
 */
export function DlsNoticePage() {
  const { basePath } = useSite();
  const member = useMember();
  const params = useListParams();
  const scope = member?.neisCode ? { neisCode: member.neisCode } : { provCode: member?.provCode ?? 'A10' };
  const query = useDlsNoticeList(scope, params.pageIndex, true);
  const toRow = (notice: LibraryNotice) => ({
    key: notice.noticeKey,
    href: hrefFor('DlsNoticeDetail', { basePath, search: { noticeKey: String(notice.noticeKey) } }),
    title: notice.title,
    pinned: notice.importantYn === 'Y',
    label: notice.libName,
    date: notice.postedAt,
  });
  return (
    <CommunityPage title={t.titles.DlsNotice} lead={t.leads.DlsNotice}>
      <BoardListView
        title={t.titles.DlsNotice}
        query={query}
        params={params}
        toRow={toRow}
        withSearch={false}
      />
    </CommunityPage>
  );
}

/** DlsNoticeDetail: one library notice (plain text) with previous and next. */
export function DlsNoticeDetailPage() {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'noticeKey');
  const query = useDlsNoticeDetail(key);
  const listHref = hrefFor('DlsNotice', { basePath });
  const neighbour = (n: { noticeKey: number; title: string } | null) =>
    n
      ? {
          href: hrefFor('DlsNoticeDetail', { basePath, search: { noticeKey: String(n.noticeKey) } }),
          title: n.title,
        }
      : null;
  const notice = query.data;
  return (
    <CommunityPage title={t.titles.DlsNotice} width="narrow">
      {notice ? (
        <PostDetail
          title={notice.title}
          label={notice.libName}
          date={notice.postedAt}
          views={notice.viewCount}
          content={{ text: notice.content }}
          files={notice.fileList.map((f) => ({
            key: f.fileKey,
            name: f.originalFileName,
            size: f.fileSize,
            target: communityFileDownload(f.fileKey),
          }))}
          prev={neighbour(notice.prev)}
          next={neighbour(notice.next)}
          listHref={listHref}
        />
      ) : (
        <DetailState query={query} missing={key === null} listHref={listHref} />
      )}
    </CommunityPage>
  );
}
