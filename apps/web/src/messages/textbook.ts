/**
 * 교과연계 도서 (decision 290): the texts of /Textbook. Loaded with the page only. The spec quotes no
 * message for this page.
 */
export const textbookMessages = {
  lead: '학년과 교과를 고르면 교과 단원과 함께 읽을 책을 소장 현황과 함께 보여 드립니다.',
  filters: '교과연계 도서 고르기',
  level: '학교급',
  grade: '학년',
  gradeName: (n: number) => `${n}학년`,
  subject: '교과',
  /** A subject's name (the contract's Korean name; the English catalogue names it by code). */
  subjectName: (_code: string, name: string) => name,
  listOf: (subject: string, grade: number) => `${grade}학년 ${subject} 연계 도서`,
  count: (n: number) => `${n.toLocaleString('ko-KR')}권`,
  unit: '연계 단원',
  empty: '이 교과에 연계된 도서가 아직 없습니다.',
  pages: '교과연계 도서 페이지',
};
