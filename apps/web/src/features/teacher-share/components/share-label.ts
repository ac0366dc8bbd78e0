import { SHARE_LEVELS, SHARE_SUBJECTS, type ShareItem } from '@reading/contract/teachersupport/share-room';
import { teacherShareMessages as t } from '../../../messages/teacher-share.ts';

/**
 * A material's level and subject as the list and the detail show them: named by the contract's tables
 * for their codes, so in the reader's language (the server's schLevelName and subjectName are Korean).
 */
export function shareLabelParts(item: Pick<ShareItem, 'schLevelCode' | 'subjectCode'>): string[] {
  const level = SHARE_LEVELS.find((l) => l.codeId === item.schLevelCode)?.codeName ?? t.form.levelAll;
  const subject = SHARE_SUBJECTS.find((s) => s.codeId === item.subjectCode)?.codeName;
  return subject ? [level, subject] : [level];
}
