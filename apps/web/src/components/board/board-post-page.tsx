import type { UseQueryResult } from '@tanstack/react-query';
import type { AttachmentItem } from './attachment-list.tsx';
import { CommunityPage } from './community-page.tsx';
import { DetailState } from './detail-state.tsx';
import { PostDetail } from './post-detail.tsx';

type NeighbourPost = { postKey: number; title: string } | null;

/** What every board's detail answer carries (notices, school news, the centre boards). */
export type BoardPostAnswer<F> = {
  title: string;
  schName?: string | null;
  writerName?: string | null;
  regDate: string;
  viewCount?: number | null;
  content: string;
  fileList: readonly F[];
  prev: NeighbourPost;
  next: NeighbourPost;
};

/**
 * A board post's page: the post with its staff HTML, attachments and neighbours once it is there, its
 * loading, missing or refused state before. Each board names its own detail address and file keys.
 */
export function BoardPostPage<F>({
  pageTitle,
  query,
  missing,
  listHref,
  detailHref,
  toFile,
}: {
  pageTitle: string;
  query: UseQueryResult<BoardPostAnswer<F>, Error>;
  missing: boolean;
  listHref: string;
  detailHref: (postKey: number) => string;
  toFile: (file: F) => AttachmentItem;
}) {
  const neighbour = (n: NeighbourPost) => (n ? { href: detailHref(n.postKey), title: n.title } : null);
  const post = query.data;
  return (
    <CommunityPage title={pageTitle} width="narrow">
      {post ? (
        <PostDetail
          title={post.title}
          label={post.schName}
          writer={post.writerName}
          date={post.regDate}
          views={post.viewCount}
          content={{ html: post.content }}
          files={post.fileList.map(toFile)}
          prev={neighbour(post.prev)}
          next={neighbour(post.next)}
          listHref={listHref}
        />
      ) : (
        <DetailState query={query} missing={missing} listHref={listHref} />
      )}
    </CommunityPage>
  );
}
