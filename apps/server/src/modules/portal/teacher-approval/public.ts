/**
 * What the rest of the portal may use of teacher approval (decision 263): the pupil verification service,
 * which signup (member), the DLS member calls and my page call for a pupil's own school and class.
 */

export type { Approver } from './approver.ts';
export { createPupilApprovalRepository } from './pupil-approval.repository.ts';
export { createPupilApprovalService, type PupilApprovalService } from './pupil-approval.service.ts';
export { createTeacherApprovalRepository } from './teacher-approval.repository.ts';
export { createTeacherApprovalService, type TeacherApprovalService } from './teacher-approval.service.ts';
