import type { Translation } from '../../lib/locale.ts';
import type { staffAuditMessages } from '../staff-audit.ts';

/** The staff audit page's texts in English (decision 210). */
export const staffAuditEn: Translation<typeof staffAuditMessages> = {
  title: 'Staff action log',
  leadSchool:
    'Approvals, returns, deletions, hiding and codes issued by the teachers and managers of our school. Kept for 3 months.',
  leadAll:
    'Approvals, returns, deletions, hiding and codes issued in every school and by operators. Kept for 3 months.',
  filterLegend: 'Find entries',
  action: 'Action',
  allActions: 'All actions',
  fromDate: 'From',
  toDate: 'To',
  search: 'Search',
  reset: 'Reset',
  actions: {
    'teacher.approve': 'Teacher verification approved',
    'teacher.refuse': 'Teacher verification refused',
    'pupil.approve': 'Pupil verification approved',
    'pupil.refuse': 'Pupil verification refused',
    'loan.return': 'Book returned at the desk',
    'post.delete': 'Post deleted',
    'post.hide': 'Post hidden',
    'comment.delete': 'Comment deleted',
    'comment.hide': 'Comment hidden',
    'card.linkCode': 'Card link code issued',
    'class.code': 'Class code issued',
    'role.change': 'Role changed',
  },
  actedAt: 'When',
  actor: 'By',
  target: 'Target',
  school: 'School',
  origin: 'From',
  national: 'All (operator)',
  roles: { '02': 'Teacher', '03': 'School manager', operator: 'Operator' },
  total: (n) => `${n} entries`,
  empty: 'No entries match.',
  paging: 'Staff action log pages',
  loadFailed: 'The staff action log could not be loaded.',
  tableCaption: 'Staff actions',
};
