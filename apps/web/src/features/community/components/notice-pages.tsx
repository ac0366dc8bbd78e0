import { REGIONS } from '@reading/contract/codes/regions';
import type { NoticeItem } from '@reading/contract/community/notice-board';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { BoardPostPage } from '../../../components/board/board-post-page.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam, scopeSearch } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { noticeFileDownload, useNoticeDetail, useNoticeList } from '../api/notice-board.ts';

const t = communityMessages;
type NoticeList = 'Notice' | 'SchoolNotice' | 'EventNotice';
const LEVEL_CODES = ['01', '03', '02'] as const;

function useNoticeRows(from: NoticeList, scope: Record<string, string | undefined>) {
  const { basePath } = useSite();
  return (item: NoticeItem) => ({
    key: item.noticeKey,
    href: hrefFor('NoticeDetail', {
      basePath,
      search: scopeSearch({
        noticeKey: String(item.noticeKey),
        from: from === 'Notice' ? undefined : from,
        ...scope,
      }),
    }),
    title: item.title,
    pinned: item.pinnedYn === 'Y',
    label: item.schName,
    writer: item.writerName,
    date: item.regDate,
    views: item.viewCount,
    files: item.fileCnt,
  });
}

/** Notice: the service's notices, filtered by region (A10 every region) and school level. */
export function NoticePage() {
  const id = useId();
  const params = useListParams(['provCode', 'schGropCode'] as const);
  const { provCode, schGropCode } = params.filters;
  const scope = { provCode: provCode || undefined, schGropCode: schGropCode || undefined };
  const query = useNoticeList({
    ...scope,
    schGropCode: scope.schGropCode as '01' | '02' | '03' | undefined,
    provCode: scope.provCode as NoticeItem['provCode'] as never,
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    searchType: params.searchType,
  });
  const toRow = useNoticeRows('Notice', scope);
  const filters = (
    <div className="board-filters">
      <label htmlFor={`${id}-region`}>{t.list.region}</label>
      <select
        id={`${id}-region`}
        className="board-field"
        value={provCode || 'A10'}
        onChange={(e) => params.setFilters({ provCode: e.target.value === 'A10' ? '' : e.target.value })}
      >
        {REGIONS.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-level`}>{t.list.level}</label>
      <select
        id={`${id}-level`}
        className="board-field"
        value={schGropCode}
        onChange={(e) => params.setFilters({ schGropCode: e.target.value })}
      >
        <option value="">{t.list.allLevels}</option>
        {LEVEL_CODES.map((code) => (
          <option key={code} value={code}>
            {t.list.levels[code]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <CommunityPage title={t.titles.Notice} lead={t.leads.Notice}>
      <BoardListView title={t.titles.Notice} query={query} params={params} toRow={toRow} filters={filters} />
    </CommunityPage>
  );
}

/** SchoolNotice and EventNotice: the school's own notices with the service's; EventNotice only events. */
export function SchoolNoticePage({ events = false }: { events?: boolean }) {
  const schKey = useCurrentSchKey() ?? undefined;
  const params = useListParams();
  const route: NoticeList = events ? 'EventNotice' : 'SchoolNotice';
  const query = useNoticeList({
    schKey: schKey as never,
    eventYn: events ? 'Y' : undefined,
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    searchType: params.searchType,
  });
  const toRow = useNoticeRows(route, { schKey });
  return (
    <CommunityPage title={t.titles[route]} lead={t.leads[route]}>
      {!schKey && !events ? <p className="board-note">{t.list.noSchool}</p> : null}
      <BoardListView title={t.titles[route]} query={query} params={params} toRow={toRow} />
    </CommunityPage>
  );
}

/** NoticeDetail: one notice with previous and next in the list it was opened from. */
export function NoticeDetailPage() {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const noticeKey = keyParam(search, 'noticeKey');
  const from = (['SchoolNotice', 'EventNotice'] as const).find((r) => r === search.get('from')) ?? 'Notice';
  const scope = {
    provCode: search.get('provCode') ?? undefined,
    schGropCode: search.get('schGropCode') ?? undefined,
    schKey: search.get('schKey') ?? undefined,
    eventYn: from === 'EventNotice' ? 'Y' : undefined,
  };
  const query = useNoticeDetail(noticeKey, scope as never);
  const listHref = hrefFor(from as RouteName, { basePath });
  return (
    <BoardPostPage
      pageTitle={t.titles[from]}
      query={query}
      missing={noticeKey === null}
      listHref={listHref}
      detailHref={(postKey) =>
        hrefFor('NoticeDetail', {
          basePath,
          search: scopeSearch({
            noticeKey: String(postKey),
            from: from === 'Notice' ? undefined : from,
            ...scope,
            eventYn: undefined,
          }),
        })
      }
      toFile={(f) => ({
        key: f.noticeFileKey,
        name: f.originalFileName,
        size: f.fileSize,
        target: noticeFileDownload(f.noticeFileKey),
      })}
    />
  );
}
