import { type AreaPages, classApplyPage, communityPage, teacherSharePage } from './route-modules.ts';

/** The page of each ready route of the classApplication area (config/routes/class-application.ts). */
export const classApplicationPages: AreaPages<'classApplication'> = {
  ServiceRequest: communityPage('ServiceRequestRoute'),
  ServiceRequestForm: communityPage('ServiceRequestFormRoute'),
  ServiceRequestDetail: communityPage('ServiceRequestDetailRoute'),
  applyClassList: classApplyPage('ApplyClassListRoute'),
  applyClassCalendar: classApplyPage('ApplyClassCalendarRoute'),
  applyClassForm: classApplyPage('ApplyClassFormRoute'),
  applyClassDetail: classApplyPage('ApplyClassDetailRoute'),
  ModifyClass: classApplyPage('ModifyClassRoute'),
  TeacherShareRoom: teacherSharePage('TeacherShareRoomRoute'),
  TeacherShareDetail: teacherSharePage('TeacherShareDetailRoute'),
  TeacherShareEdit: teacherSharePage('TeacherShareEditRoute'),
};
