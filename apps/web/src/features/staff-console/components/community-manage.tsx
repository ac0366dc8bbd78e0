import { BOARD_NAMES } from '@reading/contract/community/codes';
import type { ManagedPostItem } from '@reading/contract/community/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { BoardSearch } from '../../../components/board/board-search.tsx';
import { BoardEmpty, BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { formatNumber } from '../../../lib/locale.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { deletePost, hidePost, manageKeys, pinPost, useManageList } from '../api/board-manage.ts';
import { type BoardScope, scopeId, scopeOf, scopeSearch } from './board-scope.ts';
import { useStaff } from './use-staff.ts';
import './staff-console.css';

const t = staffConsoleMessages.manage;

/** CommunityManage: the boards the member writes, each with every post, its state and its actions. */
export function CommunityManage() {
  const staff = useStaff();
  const { basePath } = useSite();
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const params = useListParams(['boardCode', 'schKey'] as const);
  const me = staff.ready ? staff.me : null;
  const scope = me ? scopeOf(me, search) : null;
  const list = useManageList(
    {
      boardCode: scope?.boardCode ?? '',
      schKey: scope?.schKey ? String(scope.schKey) : undefined,
      pageIndex: params.pageIndex,
      searchKeyword: params.searchKeyword || undefined,
      searchType: params.searchType,
    },
    Boolean(scope),
  );
  if (!staff.ready) return null;
  if (!me?.boards.length || !scope) {
    return (
      <CommunityPage title={t.title}>
        <StatusMessage
          variant="section"
          icon="error"
          title={t.noRights}
          description={staff.error?.message ?? t.noRightsBody}
        />
      </CommunityPage>
    );
  }
  // The board named by its code, in the reader's language (the server's boardName is Korean).
  const scopeName = (s: BoardScope) =>
    `${BOARD_NAMES[s.boardCode]} (${s.schKey === null ? t.national : t.ownSchool})`;
  const actions = (
    <>
      {me.inquiryAnswerYn === 'Y' || me.counselingAnswerYn === 'Y' ? (
        <ButtonLink variant="secondary" to={hrefFor('CommunityAnswerManage', { basePath })}>
          {t.toAnswers}
        </ButtonLink>
      ) : null}
      {me.pagesYn === 'Y' ? (
        <ButtonLink variant="secondary" to={hrefFor('SitePageManage', { basePath })}>
          {t.toPages}
        </ButtonLink>
      ) : null}
      {me.operatorYn === 'Y' ? (
        <ButtonLink variant="secondary" to={hrefFor('PromotionIntroManage', { basePath })}>
          {t.toPromotion}
        </ButtonLink>
      ) : null}
      {me.operatorYn === 'Y' || me.manageSchKey !== null ? (
        <ButtonLink variant="secondary" to={hrefFor('StaffAuditManage', { basePath })}>
          {t.toAudit}
        </ButtonLink>
      ) : null}
      <ButtonLink to={hrefFor('CommunityPostForm', { basePath, search: scopeSearch(scope) })}>
        {t.write}
      </ButtonLink>
    </>
  );
  const data = list.data;
  return (
    <CommunityPage title={t.title} lead={t.lead} actions={actions}>
      <div className="board__tools">
        <div className="board-filters">
          <label htmlFor={`${id}-board`}>{t.board}</label>
          <select
            id={`${id}-board`}
            className="board-field"
            value={scopeId(scope)}
            onChange={(e) => {
              const next = me.boards.find((b) => scopeId(b) === e.target.value);
              if (next) setSearch(scopeSearch(next));
            }}
          >
            {me.boards.map((b) => (
              <option key={scopeId(b)} value={scopeId(b)}>
                {scopeName(b)}
              </option>
            ))}
          </select>
        </div>
        <BoardSearch
          key={scopeId(scope)}
          keyword={params.searchKeyword}
          searchType={params.searchType}
          onSearch={params.setSearch}
        />
      </div>
      {list.isError && !data ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <BoardLoading />
      ) : (
        <>
          <p className="board__total" aria-live="polite">
            {communityMessages.list.total(data.totalCount)}
          </p>
          {data.list.length ? (
            <ul className="board-rows">
              {data.list.map((post) => (
                <ManageRow key={post.postKey} post={post} scope={scope} />
              ))}
            </ul>
          ) : (
            <BoardEmpty keyword={params.searchKeyword} />
          )}
          <Pagination
            page={params.pageIndex}
            totalPage={data.totalPage}
            onPage={params.setPage}
            label={t.title}
          />
        </>
      )}
    </CommunityPage>
  );
}

function ManageRow({ post, scope }: { post: ManagedPostItem; scope: BoardScope }) {
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const state =
    post.hiddenYn === 'Y' ? t.states.hidden : post.visibleYn === 'Y' ? t.states.visible : t.states.scheduled;
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      const { message } = await action();
      await queryClient.invalidateQueries({ queryKey: manageKeys.all });
      if (message) await alertDialog(message);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  };
  // Each action is named '<title> <action>' by the title's own element (marked Korean) and the control's
  // text, so the title is neither copied nor read as the interface's language.
  const labelId = useId();
  const titleId = `${labelId}-title`;
  const label = (action: 'edit' | 'pin' | 'hide' | 'delete') => ({
    id: `${labelId}-${action}`,
    'aria-labelledby': `${titleId} ${labelId}-${action}`,
  });
  return (
    <li className={`manage-row${post.visibleYn === 'Y' ? '' : ' manage-row--off'}`}>
      <div>
        <p className="manage-row__title">
          {post.pinnedYn === 'Y' ? (
            <span className="board-mark board-mark--pinned">{communityMessages.list.pinned}</span>
          ) : null}{' '}
          <span id={titleId} lang="ko">
            {post.title}
          </span>
        </p>
        <p className="manage-row__facts">
          <span className={`board-mark board-mark--${post.visibleYn === 'Y' ? 'done' : 'waiting'}`}>
            {state}
          </span>
          <span>{t.period(post.startDate, post.endDate)}</span>
          <span>{dateOf(post.regDate)}</span>
          <span>
            {communityMessages.list.views} {formatNumber(post.viewCount)}
          </span>
          {post.fileCnt ? <span>{communityMessages.list.files(post.fileCnt)}</span> : null}
        </p>
      </div>
      <div className="manage-row__actions">
        <Link
          className="manage-action"
          {...label('edit')}
          to={hrefFor('CommunityPostForm', {
            basePath,
            search: { ...scopeSearch(scope), postKey: String(post.postKey) },
          })}
        >
          {t.edit}
        </Link>
        <button
          type="button"
          className="manage-action"
          {...label('pin')}
          onClick={() => void run(() => pinPost(post.postKey, post.pinnedYn === 'Y' ? 'N' : 'Y'))}
        >
          {post.pinnedYn === 'Y' ? t.unpin : t.pin}
        </button>
        <button
          type="button"
          className="manage-action"
          {...label('hide')}
          onClick={() => void run(() => hidePost(post.postKey, post.hiddenYn === 'Y' ? 'N' : 'Y'))}
        >
          {post.hiddenYn === 'Y' ? t.show : t.hide}
        </button>
        <button
          type="button"
          className="manage-action manage-action--danger"
          {...label('delete')}
          onClick={async () => {
            if (await confirmDialog(t.deleteConfirm(post.title))) void run(() => deletePost(post.postKey));
          }}
        >
          {t.delete}
        </button>
      </div>
    </li>
  );
}
