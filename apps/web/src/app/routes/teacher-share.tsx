import '../../features/teacher-share/teacher-share.css';
import { ShareDetailPage } from '../../features/teacher-share/components/share-detail.tsx';
import { ShareEditPage } from '../../features/teacher-share/components/share-form.tsx';
import { ShareRoomPage } from '../../features/teacher-share/components/share-list.tsx';

/** The teacher share room (issue 21, decision 151). */
export const TeacherShareRoomRoute = () => <ShareRoomPage />;
export const TeacherShareDetailRoute = () => <ShareDetailPage />;
export const TeacherShareEditRoute = () => <ShareEditPage />;
