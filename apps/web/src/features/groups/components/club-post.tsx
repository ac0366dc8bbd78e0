import { type GroupPostKind, groupPostSaveRequestSchema } from '@reading/contract/groups/reading-group';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { groupKeys, saveGroupPost, useGroupPost } from '../api/groups.ts';
import { POST_ROUTES } from './club-board.tsx';
import { postKindName } from './code-names.ts';
import { LoginFirst } from './group-list.tsx';
import './groups.css';

const titleOf = (route: RouteName) => ROUTE_TITLES[route as keyof typeof ROUTE_TITLES] ?? '';

function Frame({ route, children }: { route: RouteName; children: ReactNode }) {
  return (
    <CommunityPage title={titleOf(route)} width="narrow">
      {children}
    </CommunityPage>
  );
}

/**
 * GroupNoticeDetail, GroupBoardDetail, GroupDiscussionDetail ?postKey=: a club post, for who may read the
 * club (members, or the school when the club is open); board posts and discussions carry the shared
 * comment thread (target type groupBoard: members write, the leader hides and pins).
 */
export function ClubPostPage({ kind }: { kind: GroupPostKind }) {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const postKey = keyParam(search, 'postKey');
  const post = useGroupPost(session ? postKey : null);
  const route = POST_ROUTES[kind].detail;
  if (!session)
    return (
      <Frame route={route}>
        <LoginFirst />
      </Frame>
    );
  if (postKey === null || post.error)
    return (
      <Frame route={route}>
        <StatusMessage
          variant="section"
          icon="missing"
          title={post.error && isApiError(post.error) ? plainMessage(post.error.message) : t.postNotFound}
        >
          <ButtonLink to={hrefFor('ReadingGroup', { basePath })}>{t.backToList}</ButtonLink>
        </StatusMessage>
      </Frame>
    );
  if (post.isPending)
    return (
      <Frame route={route}>
        <BoardLoading />
      </Frame>
    );
  const p = post.data;
  return (
    <Frame route={route}>
      <article className="club-article">
        <p className="group-card__tags">
          <span className="group-tag" lang="ko">
            {p.groupName}
          </span>
          <span className="group-tag">{postKindName(p.kind)}</span>
        </p>
        <h2 className="club-article__title" lang="ko">
          {p.title}
        </h2>
        <p className="club-post-list__meta">
          {p.bookTitle ? (
            <>
              {t.bookTitle} <span lang="ko">{p.bookTitle}</span> ·{' '}
            </>
          ) : null}
          {t.writer} <span lang="ko">{p.writerName}</span> · {t.date} {dateOf(p.regDate)} ·{' '}
          {t.views(p.viewCount)}
        </p>
        <div className="club-article__content" lang="ko">
          {p.content}
        </div>
      </article>
      {kind === 'notice' ? null : (
        <CommentThread targetType="groupBoard" targetKey={String(p.postKey)} title={t.comments} />
      )}
      <div className="community-form__actions">
        <ButtonLink
          variant="secondary"
          to={hrefFor('BookGroupClub', { basePath, search: { groupKey: String(p.groupKey) } })}
        >
          {t.backToClub}
        </ButtonLink>
      </div>
    </Frame>
  );
}

const shape = groupPostSaveRequestSchema.shape;
const formSchema = z.object({ title: shape.title, content: shape.content, bookTitle: shape.bookTitle });

/** GroupNoticeForm, GroupBoardForm, GroupDiscussionForm ?groupKey=: write a post (notices: the leader). */
export function ClubPostFormPage({ kind }: { kind: GroupPostKind }) {
  const session = useSession();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const groupKey = keyParam(search, 'groupKey');
  const form = useSchemaForm(formSchema, { defaultValues: { title: '', content: '', bookTitle: '' } });
  const { errors, isSubmitting } = form.formState;
  const route = POST_ROUTES[kind].form;
  const submit = form.handleSubmit(async (values) => {
    if (groupKey === null) return;
    try {
      const res = await saveGroupPost({ groupKey, kind, ...values });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      navigate(hrefFor(POST_ROUTES[kind].detail, { basePath, search: { postKey: String(res.data.key) } }));
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  if (!session)
    return (
      <Frame route={route}>
        <LoginFirst />
      </Frame>
    );
  if (groupKey === null)
    return (
      <Frame route={route}>
        <StatusMessage variant="section" icon="missing" title={t.notFound}>
          <ButtonLink to={hrefFor('ReadingGroup', { basePath })}>{t.backToList}</ButtonLink>
        </StatusMessage>
      </Frame>
    );
  const back = hrefFor('BookGroupClub', { basePath, search: { groupKey: String(groupKey) } });
  return (
    <Frame route={route}>
      <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
        <Field label={t.title} required error={fieldError(errors.title)}>
          {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
        </Field>
        {kind === 'discussion' ? (
          <Field label={t.bookTitle} error={fieldError(errors.bookTitle)}>
            {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
          </Field>
        ) : null}
        <Field label={t.content} required error={fieldError(errors.content)}>
          {(c) => <textarea {...c} rows={10} maxLength={4000} {...form.register('content')} />}
        </Field>
        <div className="community-form__actions">
          <ButtonLink variant="secondary" to={back}>
            {t.cancel}
          </ButtonLink>
          <Button type="submit" disabled={isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Frame>
  );
}
