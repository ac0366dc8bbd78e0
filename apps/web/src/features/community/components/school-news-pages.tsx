import type { SchoolNewsItem } from '@reading/contract/community/my-school-library-info';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { BoardPostPage } from '../../../components/board/board-post-page.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { hrefFor } from '../../../config/paths.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { schoolNewsFileDownload, useSchoolNewsDetail, useSchoolNewsList } from '../api/school-news.ts';

const t = communityMessages;

/** SchoolNews: the current school's library news (every school's open news on a site without one). */
export function SchoolNewsPage() {
  const { basePath } = useSite();
  const schKey = useCurrentSchKey() ?? undefined;
  const params = useListParams();
  const query = useSchoolNewsList({
    schKey,
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    searchType: params.searchType,
  });
  const toRow = (item: SchoolNewsItem) => ({
    key: item.mySchoolKey,
    href: hrefFor('SchoolNewsDetail', { basePath, search: { mySchoolKey: String(item.mySchoolKey) } }),
    title: item.title,
    pinned: item.pinnedYn === 'Y',
    label: schKey ? null : item.schName,
    writer: item.writerName,
    date: item.regDate,
    views: item.viewCount,
    files: item.fileCnt,
  });
  return (
    <CommunityPage title={t.titles.SchoolNews} lead={t.leads.SchoolNews}>
      {!schKey ? <p className="board-note">{t.list.noSchool}</p> : null}
      <BoardListView title={t.titles.SchoolNews} query={query} params={params} toRow={toRow} />
    </CommunityPage>
  );
}

/** SchoolNewsDetail: one post of a school's news; a school-only post answers 404 to outsiders. */
export function SchoolNewsDetailPage() {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'mySchoolKey');
  const query = useSchoolNewsDetail(key);
  const listHref = hrefFor('SchoolNews', { basePath });
  return (
    <BoardPostPage
      pageTitle={t.titles.SchoolNews}
      query={query}
      missing={key === null}
      listHref={listHref}
      detailHref={(postKey) =>
        hrefFor('SchoolNewsDetail', { basePath, search: { mySchoolKey: String(postKey) } })
      }
      toFile={(f) => ({
        key: f.mySchoolFileKey,
        name: f.originalFileName,
        size: f.fileSize,
        target: schoolNewsFileDownload(f.mySchoolFileKey),
      })}
    />
  );
}
