import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { PostDetail } from '../../../components/board/post-detail.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { communityFileDownload } from '../../../lib/attachments.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { teacherShareMessages as t } from '../../../messages/teacher-share.ts';
import { deleteShare, likeShare, shareKeys, useShareDetail } from '../api/shares.ts';
import { shareLabelParts } from './share-label.ts';

/** TeacherShareDetail: the material, its files (counted as they are downloaded), tags, likes. */
export function ShareDetailPage() {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const client = useQueryClient();
  const postKey = keyParam(search, 'postKey');
  const query = useShareDetail(postKey);
  const [busy, setBusy] = useState(false);
  const listHref = hrefFor('TeacherShareRoom', { basePath });
  const item = query.data;

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const like = () =>
    act(async () => {
      await likeShare(postKey!);
      await client.invalidateQueries({ queryKey: shareKeys.all });
    });
  const remove = () =>
    act(async () => {
      if (!(await confirmDialog(t.confirmRemove))) return;
      await deleteShare(postKey!);
      await client.invalidateQueries({ queryKey: shareKeys.all });
      await navigate(listHref);
    });

  return (
    <CommunityPage title={ROUTE_TITLES.TeacherShareRoom} width="narrow">
      {!item ? (
        <DetailState query={query} missing={postKey === null} listHref={listHref} />
      ) : (
        <PostDetail
          title={item.title}
          label={[...shareLabelParts(item), item.openScope === '02' ? t.ownSchool : t.everySchool].join(
            ' · ',
          )}
          writer={`${item.writerName}${item.schName ? ` (${item.schName})` : ''}`}
          date={item.regDate}
          views={item.viewCount}
          content={{ html: item.content }}
          files={item.fileList.map((f) => ({
            key: f.fileKey,
            name: f.originalFileName,
            size: f.fileSize,
            target: communityFileDownload(f.fileKey),
          }))}
          prev={
            item.prev
              ? {
                  href: hrefFor('TeacherShareDetail', {
                    basePath,
                    search: { postKey: String(item.prev.postKey) },
                  }),
                  title: item.prev.title,
                }
              : null
          }
          next={
            item.next
              ? {
                  href: hrefFor('TeacherShareDetail', {
                    basePath,
                    search: { postKey: String(item.next.postKey) },
                  }),
                  title: item.next.title,
                }
              : null
          }
          listHref={listHref}
        >
          <div className="share-facts">
            {item.tags.length ? (
              <ul className="share-tags" aria-label={t.tagsLabel}>
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={hrefFor('TeacherShareRoom', { basePath, search: { tag } })} lang="ko">
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="share-facts__counts">{t.downloads(item.downloadCount)}</p>
            <div className="share-facts__actions">
              <Button
                type="button"
                variant="secondary"
                aria-pressed={item.likedYn === 'Y'}
                disabled={busy}
                onClick={() => void like()}
              >
                {item.likedYn === 'Y' ? t.liked(item.likeCount) : t.like(item.likeCount)}
              </Button>
              {item.mineYn === 'Y' ? (
                <>
                  <ButtonLink
                    variant="secondary"
                    to={hrefFor('TeacherShareEdit', { basePath, search: { postKey: String(item.postKey) } })}
                  >
                    {t.edit}
                  </ButtonLink>
                  <Button type="button" variant="secondary" disabled={busy} onClick={() => void remove()}>
                    {t.remove}
                  </Button>
                </>
              ) : null}
            </div>
          </div>
        </PostDetail>
      )}
    </CommunityPage>
  );
}
