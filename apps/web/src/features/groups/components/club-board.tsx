import type { GroupPostKind } from '@reading/contract/groups/reading-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { uploadCommunityFile } from '../../../lib/upload.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { addImage, groupKeys, useGroupImages, useGroupPosts } from '../api/groups.ts';
import { postKindName } from './code-names.ts';

/** Each kind's detail and form routes. */
export const POST_ROUTES: Record<GroupPostKind, { detail: RouteName; form: RouteName }> = {
  notice: { detail: 'GroupNoticeDetail', form: 'GroupNoticeForm' },
  board: { detail: 'GroupBoardDetail', form: 'GroupBoardForm' },
  discussion: { detail: 'GroupDiscussionDetail', form: 'GroupDiscussionForm' },
};

/** One kind of a club's posts, newest first, with paging and a write button for who may write. */
export function ClubPosts({
  groupKey,
  kind,
  canWrite,
}: {
  groupKey: number;
  kind: GroupPostKind;
  canWrite: boolean;
}) {
  const { basePath } = useSite();
  const [page, setPage] = useState(1);
  const posts = useGroupPosts(groupKey, kind, page, true);
  const search = { groupKey: String(groupKey) };
  return (
    <div className="club-posts">
      {canWrite ? (
        <div className="club-posts__actions">
          <ButtonLink to={hrefFor(POST_ROUTES[kind].form, { basePath, search })}>
            {t.writeIn(postKindName(kind))}
          </ButtonLink>
        </div>
      ) : null}
      {posts.isPending ? (
        <BoardLoading />
      ) : posts.error ? (
        <BoardError error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.list.length === 0 ? (
        <p className="board-state">{t.noPosts}</p>
      ) : (
        <>
          <ul className="club-post-list">
            {posts.data.list.map((p) => (
              <li key={p.postKey}>
                <Link
                  to={hrefFor(POST_ROUTES[kind].detail, { basePath, search: { postKey: String(p.postKey) } })}
                  lang="ko"
                >
                  {p.title}
                </Link>
                <span className="club-post-list__meta">
                  <span lang="ko">
                    {p.bookTitle ? `${p.bookTitle} · ` : ''}
                    {p.writerName}
                  </span>{' '}
                  · {dateOf(p.regDate)} · {t.views(p.viewCount)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPage={posts.data.totalPage}
            onPage={setPage}
            label={postKindName(kind)}
          />
        </>
      )}
    </div>
  );
}

/** The photo album (imgList): members upload an image through the attachments, then add it. */
export function ClubPhotos({ groupKey, canWrite }: { groupKey: number; canWrite: boolean }) {
  const images = useGroupImages(groupKey, true);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [sending, setSending] = useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file || sending) return;
    setSending(true);
    try {
      const uploaded = await uploadCommunityFile(file);
      const res = await addImage(groupKey, uploaded.data.fileKey, caption);
      await queryClient.invalidateQueries({ queryKey: groupKeys.images(groupKey) });
      setFile(null);
      setCaption('');
      (event.target as HTMLFormElement).reset();
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="club-photos">
      {canWrite ? (
        <form className="club-photos__form" onSubmit={(e) => void upload(e)} aria-busy={sending}>
          <Field label={t.photoFile} required>
            {(c) => (
              <input
                {...c}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/bmp"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field label={t.photoCaption}>
            {(c) => (
              <input {...c} maxLength={100} value={caption} onChange={(e) => setCaption(e.target.value)} />
            )}
          </Field>
          <Button type="submit" disabled={!file || sending}>
            {t.uploadPhoto}
          </Button>
        </form>
      ) : null}
      {images.isPending ? (
        <BoardLoading />
      ) : images.error ? (
        <BoardError error={images.error} onRetry={() => void images.refetch()} />
      ) : images.data.list.length === 0 ? (
        <p className="board-state">{t.noPhotos}</p>
      ) : (
        <ul className="club-photo-grid">
          {images.data.list.map((img) => (
            <li key={img.imageKey}>
              <figure>
                <img
                  src={img.imageUrl}
                  alt={img.caption || `${img.writerName} ${dateOf(img.regDate)}`}
                  lang="ko"
                  loading="lazy"
                />
                <figcaption>
                  {img.caption ? <span lang="ko">{img.caption}</span> : null}
                  <span className="club-post-list__meta">
                    <span lang="ko">{img.writerName}</span> · {dateOf(img.regDate)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
