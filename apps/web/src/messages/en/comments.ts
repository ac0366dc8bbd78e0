import type { Translation } from '../../lib/locale.ts';
import type { commentMessages, reportQueueMessages } from '../comments.ts';

/** The comment thread in English (decision 210): the same keys as commentMessages in messages/comments.ts. */
export const commentMessagesEn: Translation<typeof commentMessages> = {
  title: 'Comments',
  count: (n) => `Comments ${n}`,
  empty: 'No comments yet. Be the first to write one.',
  loading: 'Loading the comments…',
  loadFailed: 'The comments could not be loaded.',
  content: 'Comment',
  contentPlaceholder: 'Share your thoughts freely.',
  side: 'My side',
  write: 'Post',
  reply: 'Reply',
  replyLabel: (name) => `Reply to ${name}`,
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  confirmRemove: 'Delete this comment?',
  hide: 'Hide',
  unhide: 'Show again',
  pin: 'Pin',
  unpin: 'Unpin',
  pinned: 'Pinned',
  report: 'Report',
  reportReason: 'Reason for the report',
  reportSend: 'Send the report',
  hiddenBadge: 'Hidden',
  deletedText: 'This comment was deleted.',
  hiddenText: 'A teacher hid this comment.',
  hiddenOwn: 'A teacher hid this comment. Only you and your teachers can see it.',
  edited: '(edited)',
  loginToWrite: 'Log in to write a comment.',
  pages: 'Comment pages',
  reportReasonRequired: 'Enter a reason for the report.',
  reportReasonTooLong: (max) => `A reason can be up to ${max} characters long.`,
};

/** The staff's queue of reported comments in English: the same keys as reportQueueMessages. */
export const reportQueueMessagesEn: Translation<typeof reportQueueMessages> = {
  title: 'Reported comments',
  empty: 'No reports to handle.',
  reason: (reporter, reason) => `${reporter}: ${reason}`,
  writer: (name) => `Written by ${name}`,
  hide: 'Hide the comment',
  dismiss: 'Dismiss the report',
  targets: { balance: 'Balance games', discussion: 'Reading discussions', newsgroup: 'Newsgroups' },
};
