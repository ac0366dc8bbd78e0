import { newsgroupSaveRequestSchema } from '@reading/contract/debate/newsgroup';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { showFailure } from '../../../components/comments/comment-forms.tsx';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { newsgroupMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  deleteTopic,
  hideTopic,
  newsgroupKeys,
  saveTopic,
  useNewsgroupList,
  useNewsgroupTopic,
} from '../api/newsgroup.ts';
import './newsgroup.css';
import { koreaDate } from '../../../lib/dates.ts';

type Route = 'ReadingNewsGroup' | 'virtualCommunity';
const s = newsgroupSaveRequestSchema.shape;
const topicForm = z.object({
  title: s.title,
  bookTitle: s.bookTitle,
  bookAuthor: s.bookAuthor,
  content: s.content,
});

function TopicForm({ onDone, onCancel }: { onDone: (topicKey: number) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(topicForm, {
    defaultValues: { title: '', bookTitle: '', bookAuthor: '', content: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await saveTopic(values);
      await queryClient.invalidateQueries({ queryKey: newsgroupKeys.all });
      await alertDialog(res.message);
      onDone(res.data.topicKey);
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form className="community-form newsgroup-form" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t.form.title} required error={fieldError(errors.title)}>
        {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
      </Field>
      <Field label={t.form.bookTitle} required error={fieldError(errors.bookTitle)}>
        {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
      </Field>
      <Field label={t.form.bookAuthor} error={fieldError(errors.bookAuthor)}>
        {(c) => <input {...c} maxLength={100} {...form.register('bookAuthor')} />}
      </Field>
      <Field label={t.form.content} required error={fieldError(errors.content)}>
        {(c) => <textarea {...c} rows={5} maxLength={2000} {...form.register('content')} />}
      </Field>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.form.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}

function TopicView({ route, topicKey }: { route: Route; topicKey: number }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const topic = useNewsgroupTopic(topicKey);
  const data = topic.data;
  const reload = () => queryClient.invalidateQueries({ queryKey: newsgroupKeys.all });
  async function run(action: () => Promise<{ message: string }>, after?: () => void) {
    try {
      const res = await action();
      await reload();
      await alertDialog(res.message);
      after?.();
    } catch (error) {
      await showFailure(error);
    }
  }
  if (topic.error) return <p className="board-state">{t.notFound}</p>;
  if (!data) return <BoardLoading />;
  return (
    <article className="newsgroup-topic">
      <header className="newsgroup-topic__head">
        <h2 className="newsgroup-topic__title">
          <span lang="ko">{data.title}</span>{' '}
          {data.statusCode === 'hidden' ? <span className="newsgroup-tag">{t.hidden}</span> : null}
        </h2>
        <p className="newsgroup-meta">
          <span lang="ko">
            {data.bookTitle}
            {data.bookAuthor ? ` · ${data.bookAuthor}` : ''} · {t.by(data.writerName, data.schName)}
          </span>{' '}
          · {koreaDate(data.regDate)}
        </p>
      </header>
      <p className="newsgroup-topic__body" lang="ko">
        {data.content}
      </p>
      <div className="newsgroup-actions">
        <ButtonLink variant="secondary" to={hrefFor(route, { basePath })}>
          {t.backToList}
        </ButtonLink>
        {data.canModerateYn === 'Y' ? (
          <Button
            variant="secondary"
            onClick={() => void run(() => hideTopic(data.topicKey, data.statusCode === 'hidden' ? 'N' : 'Y'))}
          >
            {data.statusCode === 'hidden' ? t.unhide : t.hide}
          </Button>
        ) : null}
        {data.mineYn === 'Y' ? (
          <Button
            variant="secondary"
            onClick={() =>
              void (async () => {
                if (await confirmDialog(t.confirmRemove))
                  await run(
                    () => deleteTopic(data.topicKey),
                    () => navigate(hrefFor(route, { basePath })),
                  );
              })()
            }
          >
            {t.remove}
          </Button>
        ) : null}
      </div>
      <CommentThread
        targetType="newsgroup"
        targetKey={String(data.topicKey)}
        title={t.answersTitle}
        onChange={() => void reload()}
      />
    </article>
  );
}

/** ReadingNewsGroup and virtualCommunity: topics about books across schools; ?topicKey= opens one. */
export function NewsgroupPage({ route }: { route: Route }) {
  const session = useSession();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const topicKey = keyParam(search, 'topicKey');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [writing, setWriting] = useState(false);
  const list = useNewsgroupList(page, keyword, Boolean(session) && topicKey === null);
  const open = (key: number) => navigate(hrefFor(route, { basePath, search: { topicKey: String(key) } }));
  return (
    <CommunityPage
      title={ROUTE_TITLES[route]}
      lead={t.lead}
      actions={
        session && topicKey === null && !writing ? (
          <Button onClick={() => setWriting(true)}>{t.create}</Button>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : topicKey !== null ? (
        <TopicView route={route} topicKey={topicKey} />
      ) : writing ? (
        <TopicForm onDone={open} onCancel={() => setWriting(false)} />
      ) : (
        <>
          <search>
            <form
              className="newsgroup-search"
              onSubmit={(e) => {
                e.preventDefault();
                setPage(1);
                setKeyword(draft.trim());
              }}
            >
              <Field label={t.searchLabel}>
                {(c) => (
                  <input
                    {...c}
                    type="search"
                    maxLength={100}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit">{t.search}</Button>
            </form>
          </search>
          {list.isPending ? (
            <BoardLoading />
          ) : list.error ? (
            <BoardError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <p className="board-state">{t.empty}</p>
          ) : (
            <ul className="newsgroup-list">
              {list.data.list.map((topic) => (
                <li key={topic.topicKey} className="newsgroup-row">
                  <h2 className="newsgroup-row__title">
                    <Link
                      to={hrefFor(route, { basePath, search: { topicKey: String(topic.topicKey) } })}
                      lang="ko"
                    >
                      {topic.title}
                    </Link>{' '}
                    {topic.statusCode === 'hidden' ? <span className="newsgroup-tag">{t.hidden}</span> : null}
                  </h2>
                  <p className="newsgroup-meta">
                    <span lang="ko">
                      {topic.bookTitle} · {t.by(topic.writerName, topic.schName)}
                    </span>{' '}
                    · {t.answers(topic.commentCount)} · {koreaDate(topic.regDate)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {list.data ? (
            <Pagination page={page} totalPage={list.data.totalPage} onPage={setPage} label={t.pages} />
          ) : null}
        </>
      )}
    </CommunityPage>
  );
}
