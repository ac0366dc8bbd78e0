import type { Translation } from '../../lib/locale.ts';
import type { teacherApprovalMessages } from '../teacher-approval.ts';

/** The teacher verification page's texts in English (decision 210): the keys of its messages.ts. */
export const teacherApprovalEn: Translation<typeof teacherApprovalMessages> = {
  title: 'Teacher verification',
  lead: 'Check and approve the members who signed up as teachers of our school. Until approved, they cannot see pupil information or the teacher menus.',
  statusLabel: 'Verification status',
  empty: 'No teachers here.',
  joined: (date) => `Joined ${date}`,
  decided: (date) => `Decided ${date}`,
  reason: (reason) => `Reason for refusing: ${reason}`,
  approve: 'Approve',
  approveLabel: (name) => `Approve ${name}`,
  refuse: 'Refuse',
  refuseReasonFor: (name) => `Reason for refusing ${name}`,
  reasonRequired: 'Enter a reason of at least 2 characters.',
  paging: 'Teacher list pages',
  loadFailed: 'The list of teachers could not be loaded.',
};
