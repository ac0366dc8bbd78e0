import type { BookGroupDetail } from '@reading/contract/groups/book-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { bookGroupKeys, postChapter, useBookGroup } from '../api/book-groups.ts';
import { LoginFirst } from './group-list.tsx';
import './groups.css';

type Chapter = BookGroupDetail['chapterList'][number];

/** A student's post for one chapter (a second save edits it). */
function ChapterPost({ bookGroupKey, chapter }: { bookGroupKey: number; chapter: Chapter }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(chapter.myPost?.content ?? '');
  const [sending, setSending] = useState(false);
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const res = await postChapter(chapter.chapterKey, text);
      await queryClient.invalidateQueries({ queryKey: bookGroupKeys.detail(bookGroupKey) });
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <form className="reading-post" onSubmit={(e) => void save(e)} aria-busy={sending}>
      <Field label={markData(t.myPostFor, chapter.title)} required>
        {(c) => (
          <textarea
            {...c}
            rows={3}
            maxLength={2000}
            placeholder={t.postPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={sending || !text.trim()}>
        {t.postSave}
      </Button>
    </form>
  );
}

/** The teacher's table of who is behind: chapters written, chapters past due without a post. */
function Progress({ detail }: { detail: BookGroupDetail }) {
  return (
    <section className="club-section" aria-labelledby="reading-progress">
      <h2 id="reading-progress" className="club-section__title">
        {t.whoIsBehind}
      </h2>
      <div className="table-scroll">
        <table className="reading-progress">
          <thead>
            <tr>
              <th scope="col">{t.student}</th>
              <th scope="col">{t.posted}</th>
              <th scope="col">{t.late}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {detail.progressList.map((p) => (
              <tr key={p.memberKey} className={p.behindYn === 'Y' ? 'reading-progress__behind' : undefined}>
                <th scope="row" lang="ko">
                  {p.name}
                </th>
                <td>{t.progress(p.doneCount, detail.chapterCount)}</td>
                <td>{p.lateCount}</td>
                <td>{p.behindYn === 'Y' ? t.behind : t.onTrack}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** BookGroupView?bookGroupKey=: one class reading, chapter by chapter. */
export function BookGroupViewPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const key = keyParam(search, 'bookGroupKey');
  const detail = useBookGroup(session ? key : null);
  const title = ROUTE_TITLES.BookGroupView;
  if (!session)
    return (
      <CommunityPage title={title}>
        <LoginFirst />
      </CommunityPage>
    );
  if (key === null || detail.error)
    return (
      <CommunityPage title={title}>
        <StatusMessage variant="section" icon="missing" title={t.readingNotFound}>
          <ButtonLink to={hrefFor('readingBookGroup', { basePath })}>{t.backToList}</ButtonLink>
        </StatusMessage>
      </CommunityPage>
    );
  if (detail.isPending)
    return (
      <CommunityPage title={title}>
        <BoardLoading />
      </CommunityPage>
    );
  const d = detail.data;
  return (
    <CommunityPage
      title={title}
      actions={
        <ButtonLink variant="secondary" to={hrefFor('readingBookGroup', { basePath })}>
          {t.backToList}
        </ButtonLink>
      }
    >
      <p className="community-page__lead">
        <span lang="ko">
          {d.title} · 『{d.bookTitle}』 {d.bookAuthor}
        </span>{' '}
        · {t.classOf(d.grade, d.classNo)}
      </p>
      {d.description ? (
        <p className="club-info__purpose" lang="ko">
          {d.description}
        </p>
      ) : null}
      {d.teacherYn === 'Y' ? <Progress detail={d} /> : null}
      <ol className="reading-chapters-list">
        {d.chapterList.map((c) => (
          <li key={c.chapterKey} className="club-section">
            <h2 className="club-section__title">
              <span lang="ko">{c.title}</span>{' '}
              <span className="club-post-list__meta">
                {t.due(c.dueDate)} · {t.postsOf(c.postCount)}
              </span>
            </h2>
            {d.teacherYn === 'Y' ? (
              <>
                <span id={`chapter-posts-${c.chapterKey}`} hidden>
                  <span lang="ko">{c.title}</span> {t.classPosts}
                </span>
                <ul className="reading-class-posts" aria-labelledby={`chapter-posts-${c.chapterKey}`}>
                  {d.postList
                    .filter((p) => p.chapterKey === c.chapterKey)
                    .map((p) => (
                      <li key={`${p.name}-${p.regDate}`} lang="ko">
                        <strong>{p.name}</strong> {p.content}
                      </li>
                    ))}
                </ul>
              </>
            ) : (
              <ChapterPost bookGroupKey={d.bookGroupKey} chapter={c} />
            )}
          </li>
        ))}
      </ol>
    </CommunityPage>
  );
}
