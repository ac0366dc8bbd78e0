import { ClassManagePage } from '../../features/class-apply/components/class-manage.tsx';
import { LessonCalendarPage } from '../../features/class-apply/components/lesson-calendar.tsx';
import { LessonDetailPage } from '../../features/class-apply/components/lesson-detail.tsx';
import { LessonApplyPage, LessonModifyPage } from '../../features/class-apply/components/lesson-form.tsx';
import { LessonListPage } from '../../features/class-apply/components/lesson-list.tsx';

/** Class application (issue 21, decision 150): library-lesson booking. */
export const ApplyClassListRoute = () => <LessonListPage />;
export const ApplyClassCalendarRoute = () => <LessonCalendarPage />;
export const ApplyClassFormRoute = () => <LessonApplyPage />;
export const ApplyClassDetailRoute = () => <LessonDetailPage />;
export const ModifyClassRoute = () => <LessonModifyPage />;

/** ClassManage (issue 21 part 4, decision 153): a teacher's classes and their pupils' library use. */
export const ClassManageRoute = () => <ClassManagePage />;
