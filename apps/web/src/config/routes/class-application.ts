import { inArea, page, redirect } from './route-entry.ts';

/** The classApplication area's routes (spec 001 §2.2), in the paths table's order. */
export const CLASS_APPLICATION_ROUTES = inArea('classApplication', [
  redirect('applyClass', '/applyClass', 'applyClassList'),
  page('applyClassList', '/applyClassList', 'ready'),
  page('applyClassCalendar', '/applyClassCalendar', 'ready'),
  page('TeacherShareRoom', '/TeacherShareRoom', 'ready', 'notStudent'),
  page('ServiceRequest', '/ServiceRequest', 'ready', 'notStudent'),
  page('applyClassForm', '/applyClassForm', 'ready'),
  page('applyClassDetail', '/applyClassDetail', 'ready'),
  page('ModifyClass', '/ModifyClass', 'ready'),
  page('TeacherShareDetail', '/TeacherShareDetail', 'ready'),
  page('TeacherShareEdit', '/TeacherShareEdit', 'ready'),
  page('ServiceRequestDetail', '/ServiceRequestDetail', 'ready', 'notStudent'),
  page('ServiceRequestForm', '/ServiceRequestForm', 'ready', 'notStudent'),
]);
