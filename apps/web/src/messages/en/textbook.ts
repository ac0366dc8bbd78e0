import type { Translation } from '../../lib/locale.ts';
import type { textbookMessages } from '../textbook.ts';

/** /Textbook in English (decision 210): the same keys as messages/textbook.ts. */
export const textbookEn: Translation<typeof textbookMessages> = {
  lead: 'Pick a grade and a subject to see the books read with its units, and where they are held.',
  filters: 'Choose subject-linked books',
  level: 'School level',
  grade: 'Grade',
  gradeName: (n: number) => `Grade ${n}`,
  subject: 'Subject',
  subjectName: (code: string, name: string) =>
    (
      ({
        KOR: 'Korean',
        MAT: 'Mathematics',
        INT: 'Integrated studies',
        SOC: 'Social studies',
        HIS: 'History',
        MOR: 'Ethics',
        SCI: 'Science',
        PRA: 'Practical arts',
        TEC: 'Technology and home economics',
        MUS: 'Music',
        ART: 'Art',
        PHE: 'Physical education',
        ENG: 'English',
      }) as Record<string, string>
    )[code] ?? name,
  listOf: (subject: string, grade: number) => `Books for grade ${grade} ${subject}`,
  count: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'book' : 'books'}`,
  unit: 'Unit',
  empty: 'No books are linked to this subject yet.',
  pages: 'Pages of subject-linked books',
};
