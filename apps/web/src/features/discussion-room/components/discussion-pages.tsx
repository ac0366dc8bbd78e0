import type { DiscussionDetail, DiscussionSummary } from '@reading/contract/debate/discussion';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { isSchoolStaff as isTeacher } from '../../../components/board/school-staff.ts';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { CommentReportQueue } from '../../../components/comments/report-queue.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { discussionMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { discussionKeys, useDiscussionDetail, useDiscussionList } from '../api/discussion.ts';
import './discussion.css';

function RoomCard({ room }: { room: DiscussionSummary }) {
  const { basePath } = useSite();
  return (
    <li className="discussion-card">
      <p className="discussion-card__tags">
        <span className={`discussion-state discussion-state--${room.stateCode}`}>
          {t.tabs[room.stateCode]}
        </span>
        <span className="discussion-tag">{t.types[room.requestType]}</span>
        <span className="discussion-tag">{t.scopes[room.scopeCode]}</span>
      </p>
      <h2 className="discussion-card__title">
        <Link
          to={hrefFor('ReadingDiscussionDetail', { basePath, search: { roomKey: String(room.roomKey) } })}
          lang="ko"
        >
          {room.title}
        </Link>
      </h2>
      <p className="discussion-card__meta" lang="ko">
        {room.bookTitle} · {room.schName} {room.writerName}
      </p>
      <p className="discussion-card__meta">
        {t.period(room.startDate, room.endDate)} · {t.opinions(room.commentCount)}
      </p>
    </li>
  );
}

/** readingDiscussionRoom: the rooms of the member's school and the nationwide ones. */
export function DiscussionListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [state, setState] = useState('all');
  const list = useDiscussionList(state, Boolean(session));
  return (
    <CommunityPage
      title={ROUTE_TITLES.readingDiscussionRoom}
      actions={
        isTeacher(session?.memberTypeCode) ? (
          <ButtonLink to={hrefFor('ReadingDiscussionForm', { basePath })}>{t.create}</ButtonLink>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          {isTeacher(session.memberTypeCode) ? <CommentReportQueue /> : null}
          <div className="balance-tabs">
            {['all', 'open', 'upcoming', 'closed'].map((code) => (
              <button
                key={code}
                type="button"
                className="balance-tab"
                aria-pressed={state === code}
                onClick={() => setState(code)}
              >
                {t.tabs[code]}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <BoardLoading />
          ) : list.error ? (
            <BoardError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <p className="board-state">{t.empty}</p>
          ) : (
            <ul className="discussion-cards">
              {list.data.list.map((r) => (
                <RoomCard key={r.roomKey} room={r} />
              ))}
            </ul>
          )}
        </>
      )}
    </CommunityPage>
  );
}

/** The room's head: question, book, period, type; the teacher's summary when written. */
export function RoomHead({ room }: { room: DiscussionDetail }) {
  return (
    <header className="discussion-head">
      <p className="discussion-card__tags">
        <span className={`discussion-state discussion-state--${room.stateCode}`}>
          {t.tabs[room.stateCode]}
        </span>
        <span className="discussion-tag">{t.types[room.requestType]}</span>
        <span className="discussion-tag">{t.scopes[room.scopeCode]}</span>
      </p>
      <h2 className="discussion-head__title" lang="ko">
        {room.title}
      </h2>
      <p className="discussion-card__meta">
        <span lang="ko">
          {room.bookTitle}
          {room.bookAuthor ? ` · ${room.bookAuthor}` : ''} · {room.schName} {room.writerName}
        </span>{' '}
        · {t.period(room.startDate, room.endDate)}
      </p>
      <blockquote className="discussion-question">
        <p className="discussion-question__label">{t.question}</p>
        <p className="discussion-question__text" lang="ko">
          {room.question}
        </p>
      </blockquote>
      {room.maskingYn === 'Y' ? <p className="discussion-card__meta">{t.masking}</p> : null}
      {room.summary ? (
        <section className="discussion-summary" aria-label={t.summary}>
          <h3 className="discussion-summary__title">{t.summary}</h3>
          <p className="discussion-summary__text" lang="ko">
            {room.summary}
          </p>
        </section>
      ) : null}
    </header>
  );
}

/** ReadingDiscussionDetail?roomKey=: the question and the opinions, on a side in a pro/con room. */
export function DiscussionDetailPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const roomKey = keyParam(search, 'roomKey');
  const queryClient = useQueryClient();
  const detail = useDiscussionDetail(session ? roomKey : null);
  const room = detail.data;
  return (
    <CommunityPage
      title={ROUTE_TITLES.ReadingDiscussionDetail}
      actions={
        <>
          {room?.canManageYn === 'Y' ? (
            <ButtonLink
              variant="secondary"
              to={hrefFor('ReadingDiscussionDetailTeacher', {
                basePath,
                search: { roomKey: String(room.roomKey) },
              })}
            >
              {t.manage}
            </ButtonLink>
          ) : null}
          <ButtonLink variant="secondary" to={hrefFor('readingDiscussionRoom', { basePath })}>
            {t.backToList}
          </ButtonLink>
        </>
      }
    >
      {!session ? (
        <LoginFirst />
      ) : detail.error || roomKey === null ? (
        <p className="board-state">{t.notFound}</p>
      ) : !room ? (
        <BoardLoading />
      ) : (
        <article className="discussion-detail">
          <RoomHead room={room} />
          <CommentThread
            targetType="discussion"
            targetKey={String(room.roomKey)}
            title={t.opinionsTitle}
            sideNames={t.sides}
            onChange={() => void queryClient.invalidateQueries({ queryKey: discussionKeys.all })}
          />
        </article>
      )}
    </CommunityPage>
  );
}
