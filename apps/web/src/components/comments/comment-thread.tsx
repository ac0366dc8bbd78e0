import {
  COMMENT_SIDE_NAMES,
  type Comment,
  type CommentThread as Thread,
} from '@reading/contract/comments/comments';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { alertDialog, confirmDialog } from '../../lib/dialogs.ts';
import { useSession } from '../../lib/session-store.ts';
import { commentMessages as t } from '../../messages/comments.ts';
import { BoardLoading } from '../board/board-states.tsx';
import { markData } from '../ui/marked.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { StatusMessage } from '../ui/status-message.tsx';
import { CommentForm, ReportForm, showFailure } from './comment-forms.tsx';
import {
  commentKeys,
  deleteComment,
  editComment,
  hideComment,
  pinComment,
  reportComment,
  useComments,
  writeComment,
} from './comments-api.ts';
import './comments.css';
import { koreaDate } from '../../lib/dates.ts';

type Props = {
  targetType: string;
  targetKey: string;
  /** The heading of the thread ("의견", "이유", "댓글"). */
  title?: string;
  /**
   * Names of the sides where the target takes them: { A: '장미', B: '여우' }; pro/con by default. A name
   * holding data (a game's option) comes marked by the area (markData).
   */
  sideNames?: Record<string, ReactNode>;
  /** Called after any change, so the page can refresh what it counts. */
  onChange?: () => void;
};

type Mode = { commentKey: number; kind: 'reply' | 'edit' | 'report' } | null;

/**
 * The shared comment thread (decision 170): any area shows the comments of its target with it. The
 * server decides who writes, who moderates (hide, pin) and whose names come masked; the thread shows
 * the actions the answer allows.
 */
export function CommentThread({ targetType, targetKey, title = t.title, sideNames = {}, onChange }: Props) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<Mode>(null);
  const comments = useComments(targetType, targetKey, page);
  const data = comments.data;
  const sideName = (code: string) => sideNames[code] ?? COMMENT_SIDE_NAMES[code as 'pro'] ?? code;
  const sides = (data?.sideList ?? []).map((code) => ({ code, name: sideName(code) }));

  async function refresh() {
    setMode(null);
    await queryClient.invalidateQueries({ queryKey: commentKeys.target(targetType, targetKey) });
    onChange?.();
  }
  async function act(action: () => Promise<unknown>) {
    try {
      await action();
      await refresh();
    } catch (error) {
      await showFailure(error);
    }
  }
  const moderate = data?.canModerateYn === 'Y';

  // A render function, not a component: the thread's re-renders must not remount an open form.
  function item(c: Comment, reply = false) {
    const editing = mode?.commentKey === c.commentKey ? mode.kind : null;
    const removed = c.statusCode === 'deleted';
    const hiddenForMe = c.statusCode === 'hidden' && !c.content;
    return (
      <article
        className={`comment${reply ? ' comment--reply' : ''}${c.statusCode !== 'shown' ? ' comment--muted' : ''}`}
      >
        <header className="comment__head">
          <span className="comment__writer" lang="ko">
            {c.writerName}
          </span>
          {c.schName ? (
            <span className="comment__school" lang="ko">
              {c.schName}
            </span>
          ) : null}
          {c.sideCode ? (
            <span className={`comment__side comment__side--${c.sideCode}`}>{sideName(c.sideCode)}</span>
          ) : null}
          {c.pinnedYn === 'Y' ? <span className="comment__tag">{t.pinned}</span> : null}
          {c.statusCode === 'hidden' ? (
            <span className="comment__tag comment__tag--hidden">{t.hiddenBadge}</span>
          ) : null}
          <time className="comment__date" dateTime={c.regDate}>
            {koreaDate(c.regDate)} {c.modDate ? t.edited : ''}
          </time>
        </header>
        {editing === 'edit' ? (
          <CommentForm
            compact
            label={t.content}
            submitLabel={t.save}
            sides={reply ? [] : sides}
            initial={{ content: c.content, sideCode: c.sideCode ?? '' }}
            onCancel={() => setMode(null)}
            onSubmit={async (v) => {
              await editComment({
                commentKey: c.commentKey,
                content: v.content,
                sideCode: v.sideCode || undefined,
              });
              await refresh();
            }}
          />
        ) : (
          <p className="comment__body">
            {removed ? t.deletedText : hiddenForMe ? t.hiddenText : <span lang="ko">{c.content}</span>}
            {c.statusCode === 'hidden' && c.content && c.mineYn === 'Y' && !moderate ? (
              <span className="comment__note"> {t.hiddenOwn}</span>
            ) : null}
          </p>
        )}
        {!removed && session && editing !== 'edit' ? (
          <div className="comment__actions">
            {!reply && data?.canWriteYn === 'Y' ? (
              <button type="button" onClick={() => setMode({ commentKey: c.commentKey, kind: 'reply' })}>
                {t.reply}
              </button>
            ) : null}
            {c.mineYn === 'Y' ? (
              <button type="button" onClick={() => setMode({ commentKey: c.commentKey, kind: 'edit' })}>
                {t.edit}
              </button>
            ) : null}
            {c.mineYn === 'Y' || moderate ? (
              <button
                type="button"
                onClick={() =>
                  void (async () => {
                    if (await confirmDialog(t.confirmRemove)) await act(() => deleteComment(c.commentKey));
                  })()
                }
              >
                {t.remove}
              </button>
            ) : null}
            {moderate ? (
              <button
                type="button"
                onClick={() =>
                  void act(() => hideComment(c.commentKey, c.statusCode === 'hidden' ? 'N' : 'Y'))
                }
              >
                {c.statusCode === 'hidden' ? t.unhide : t.hide}
              </button>
            ) : null}
            {moderate && !reply ? (
              <button
                type="button"
                onClick={() => void act(() => pinComment(c.commentKey, c.pinnedYn === 'Y' ? 'N' : 'Y'))}
              >
                {c.pinnedYn === 'Y' ? t.unpin : t.pin}
              </button>
            ) : null}
            {c.mineYn === 'N' && c.statusCode === 'shown' ? (
              <button type="button" onClick={() => setMode({ commentKey: c.commentKey, kind: 'report' })}>
                {t.report}
              </button>
            ) : null}
          </div>
        ) : null}
        {editing === 'report' ? (
          <ReportForm
            onCancel={() => setMode(null)}
            onSubmit={async (reason) => {
              const res = await reportComment(c.commentKey, reason);
              await refresh();
              await alertDialog(res.message);
            }}
          />
        ) : null}
        {editing === 'reply' ? (
          <CommentForm
            compact
            label={markData(t.replyLabel, c.writerName)}
            submitLabel={t.write}
            sides={[]}
            onCancel={() => setMode(null)}
            onSubmit={async (v) => {
              await writeComment({ targetType, targetKey, content: v.content, parentKey: c.commentKey });
              await refresh();
            }}
          />
        ) : null}
      </article>
    );
  }

  return (
    <section className="comments" aria-labelledby={`comments-${targetType}-${targetKey}`}>
      <h2 id={`comments-${targetType}-${targetKey}`} className="comments__title">
        {title} <span className="comments__count">{data ? data.totalCount : ''}</span>
      </h2>
      {data && Object.keys(data.sideCounts).length > 0 && sides.length > 0 ? (
        <p className="comments__sides">
          {sides.map((s, i) => (
            <Fragment key={s.code}>
              {i ? ' · ' : ''}
              {s.name} {data.sideCounts[s.code] ?? 0}
            </Fragment>
          ))}
        </p>
      ) : null}
      {!session ? (
        <p className="comments__hint">{t.loginToWrite}</p>
      ) : data?.canWriteYn === 'Y' ? (
        <CommentForm
          label={t.content}
          submitLabel={t.write}
          sides={sides}
          onSubmit={async (v) => {
            await writeComment({
              targetType,
              targetKey,
              content: v.content,
              sideCode: v.sideCode || undefined,
            });
            setPage(1);
            await refresh();
          }}
        />
      ) : null}
      {comments.isPending ? (
        <BoardLoading />
      ) : comments.error ? (
        <StatusMessage variant="section" icon="error" title={t.loadFailed} />
      ) : data && data.list.length === 0 ? (
        <p className="comments__empty">{t.empty}</p>
      ) : (
        <ol className="comments__list">
          {data?.list.map((c: Thread) => (
            <li key={c.commentKey}>
              {item(c)}
              {c.replyList.length > 0 ? (
                <ol className="comments__replies">
                  {c.replyList.map((r) => (
                    <li key={r.commentKey}>{item(r, true)}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {data ? <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label={t.pages} /> : null}
    </section>
  );
}
