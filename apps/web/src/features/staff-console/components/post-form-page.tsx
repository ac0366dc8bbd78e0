import { BOARD_NAMES } from '@reading/contract/community/codes';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { useManagedPost } from '../api/board-manage.ts';
import { scopeOf } from './board-scope.ts';
import { PostForm } from './post-form.tsx';
import { useStaff } from './use-staff.ts';
import './staff-console.css';

const t = staffConsoleMessages;

/** CommunityPostForm: ?boardCode=&schKey= writes a new post there; with &postKey= edits that post. */
export function PostFormPage() {
  const staff = useStaff();
  const [search] = useSearchParams();
  const postKey = keyParam(search, 'postKey');
  const post = useManagedPost(staff.ready && staff.me ? postKey : null);
  if (!staff.ready) return null;
  const scope = staff.me ? scopeOf(staff.me, search) : null;
  if (!scope) {
    return (
      <CommunityPage title={t.manage.title} width="narrow">
        <StatusMessage
          variant="section"
          icon="error"
          title={staff.me?.boards.length ? t.form.boardMissing : t.manage.noRights}
          description={staff.error?.message ?? (staff.me?.boards.length ? undefined : t.manage.noRightsBody)}
        />
      </CommunityPage>
    );
  }
  const board = BOARD_NAMES[scope.boardCode];
  const title = postKey ? t.form.editTitle(board) : t.form.newTitle(board);
  return (
    <CommunityPage title={title} width="narrow">
      {postKey === null ? (
        <PostForm scope={scope} post={null} />
      ) : post.data ? (
        <PostForm key={post.data.postKey} scope={scope} post={post.data} />
      ) : post.isError ? (
        <DetailState query={post} missing={false} listHref="." />
      ) : (
        <BoardLoading />
      )}
    </CommunityPage>
  );
}
