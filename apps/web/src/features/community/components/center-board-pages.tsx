import type { CenterBoardCode } from '@reading/contract/community/codes';
import type { BoardPost } from '@reading/contract/community/posts';
import { useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { BoardPostPage } from '../../../components/board/board-post-page.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam, scopeSearch } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { communityFileDownload } from '../../../lib/attachments.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useCenterBoardDetail, useCenterBoardList } from '../api/center-board.ts';
import { GuideVideo } from './guide-video.tsx';

const t = communityMessages;

/**
 * The centre's boards and the routes that show them (spec 001 §2.2). A list's posts open on its detail
 * route; SystemInfo has none in the spec, so its posts open in place (?centerBoardKey=).
 */
export const CENTER_BOARD_ROUTES = {
  CenterReference: { boardCode: 'reference', detail: 'CenterReferenceDetail', school: false },
  SystemInfo: { boardCode: 'systemInfo', detail: 'SystemInfo', school: false },
  SchoolSystemInfo: { boardCode: 'systemInfo', detail: 'SchoolSystemInfo', school: true },
  GoodUse: { boardCode: 'goodUse', detail: 'GoodUseDetail', school: false },
  SchoolGoodUse: { boardCode: 'goodUse', detail: 'GoodUseDetail', school: true },
  HowTo: { boardCode: 'howTo', detail: 'HowToDetail', school: false },
  SchoolHowTo: { boardCode: 'howTo', detail: 'HowToDetail', school: true },
  Dls: { boardCode: 'dlsGuide', detail: 'DlsGuideDetail', school: false },
  DlsGuide: { boardCode: 'dlsGuide', detail: 'DlsGuideDetail', school: false },
  IntroduceGuide: { boardCode: 'introduceGuide', detail: 'IntroduceGuideDetail', school: false },
} as const satisfies Record<string, { boardCode: CenterBoardCode; detail: RouteName; school: boolean }>;

export type CenterBoardRoute = keyof typeof CENTER_BOARD_ROUTES;

/** Which list a detail route returns to, by board. */
const LIST_OF_DETAIL: Record<string, CenterBoardRoute> = {
  CenterReferenceDetail: 'CenterReference',
  GoodUseDetail: 'GoodUse',
  HowToDetail: 'HowTo',
  DlsGuideDetail: 'DlsGuide',
  IntroduceGuideDetail: 'IntroduceGuide',
};

/** Each list's lead, by its key in the messages (read when the page draws, in the reader's language). */
const LEADS: Partial<Record<CenterBoardRoute, keyof typeof t.leads>> = {
  CenterReference: 'CenterReference',
  SystemInfo: 'SystemInfo',
  SchoolSystemInfo: 'SystemInfo',
  GoodUse: 'GoodUse',
  SchoolGoodUse: 'GoodUse',
  HowTo: 'HowTo',
  SchoolHowTo: 'HowTo',
  Dls: 'Dls',
  DlsGuide: 'Dls',
  IntroduceGuide: 'IntroduceGuide',
};

/** A centre board's list: the service's posts, with the school's own on the School… pages. */
export function CenterBoardListPage({ route }: { route: CenterBoardRoute }) {
  const { boardCode, detail, school } = CENTER_BOARD_ROUTES[route];
  const { basePath } = useSite();
  const currentSchKey = useCurrentSchKey() ?? undefined;
  const schKey = school ? currentSchKey : undefined;
  const [search] = useSearchParams();
  const params = useListParams();
  const openKey = detail === route ? keyParam(search, 'centerBoardKey') : null;
  const query = useCenterBoardList({
    boardCode,
    schKey,
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    searchType: params.searchType,
  });
  const toRow = (post: BoardPost) => ({
    key: post.postKey,
    href: hrefFor(detail, {
      basePath,
      search: scopeSearch({
        centerBoardKey: String(post.postKey),
        from: detail === route ? undefined : route,
        schKey,
      }),
    }),
    title: post.title,
    pinned: post.pinnedYn === 'Y',
    label: post.schName,
    writer: post.writerName,
    date: post.regDate,
    views: post.viewCount,
    files: post.fileCnt,
  });
  if (openKey !== null) return <CenterBoardDetailPage route={route} listRoute={route} />;
  return (
    <CommunityPage title={t.titles[route]} lead={LEADS[route] && t.leads[LEADS[route]]}>
      {/* The quick menu's 이용안내 영상 opens this page (spec 000 §2); the centre's posts follow it. */}
      {route === 'IntroduceGuide' ? (
        <>
          <GuideVideo />
          <h2 className="guide-video__title">{t.guideVideo.boardHeading}</h2>
        </>
      ) : null}
      {school && !schKey ? <p className="board-note">{t.list.noSchool}</p> : null}
      <BoardListView title={t.titles[route]} query={query} params={params} toRow={toRow} />
    </CommunityPage>
  );
}

/** A centre board's post: CenterReferenceDetail, GoodUse/Detail, HowTo/Detail, DlsGuideDetail, IntroduceGuide/Detail. */
export function CenterBoardDetailPage({
  route,
  listRoute,
}: {
  route: CenterBoardRoute | keyof typeof LIST_OF_DETAIL;
  listRoute?: CenterBoardRoute;
}) {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const fromParam = search.get('from');
  const list: CenterBoardRoute =
    listRoute ??
    (fromParam && fromParam in CENTER_BOARD_ROUTES
      ? (fromParam as CenterBoardRoute)
      : (LIST_OF_DETAIL[route] ?? 'CenterReference'));
  const { boardCode } = CENTER_BOARD_ROUTES[list];
  const detailRoute = CENTER_BOARD_ROUTES[list].detail;
  const key = keyParam(search, 'centerBoardKey');
  const schKey = search.get('schKey') ?? undefined;
  const query = useCenterBoardDetail(boardCode, key, schKey);
  const listHref = hrefFor(list, { basePath });
  return (
    <BoardPostPage
      pageTitle={t.titles[list]}
      query={query}
      missing={key === null}
      listHref={listHref}
      detailHref={(postKey) =>
        hrefFor(detailRoute, {
          basePath,
          search: scopeSearch({
            centerBoardKey: String(postKey),
            from: detailRoute === list ? undefined : (fromParam ?? undefined),
            schKey,
          }),
        })
      }
      toFile={(f) => ({
        key: f.fileKey,
        name: f.originalFileName,
        size: f.fileSize,
        target: communityFileDownload(f.fileKey),
      })}
    />
  );
}
