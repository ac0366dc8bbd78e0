import { BookGroupListPage } from '../../features/groups/components/book-group-list.tsx';
import { BookGroupViewPage } from '../../features/groups/components/book-group-view.tsx';
import { ClubManagePage } from '../../features/groups/components/club-manage.tsx';
import { ClubPage } from '../../features/groups/components/club-page.tsx';
import { ClubPostFormPage, ClubPostPage } from '../../features/groups/components/club-post.tsx';
import { GroupFormPage } from '../../features/groups/components/group-form.tsx';
import { GroupListPage } from '../../features/groups/components/group-list.tsx';

/** Reading clubs and group reading (issue 20; decisions 190–194): one route module. */
export const ReadingGroupRoute = GroupListPage;
export const ReadingBookGroupRoute = BookGroupListPage;
export const BookGroupViewRoute = BookGroupViewPage;
export const BookGroupFormRoute = GroupFormPage;
export const BookGroupClubRoute = ClubPage;
export const BookGroupManageRoute = ClubManagePage;
export const GroupNoticeDetailRoute = () => <ClubPostPage kind="notice" />;
export const GroupBoardDetailRoute = () => <ClubPostPage kind="board" />;
export const GroupDiscussionDetailRoute = () => <ClubPostPage kind="discussion" />;
export const GroupNoticeFormRoute = () => <ClubPostFormPage kind="notice" />;
export const GroupBoardFormRoute = () => <ClubPostFormPage kind="board" />;
export const GroupDiscussionFormRoute = () => <ClubPostFormPage kind="discussion" />;
