/**
 * The book card shared by the book lists (components/books/book-card.tsx): a work's copies at the reader's
 * school and in all school libraries. The spec quotes no message for these lines.
 */
export const bookCardMessages = {
  available: (n: number) => `대출 가능 ${n}권`,
  allOut: '모두 대출 중',
  notHeld: '학교도서관 소장 없음',
  held: (n: number) => `전체 ${n}권 소장`,
  schoolHeld: (n: number, free: number) => `우리 학교 ${n}권 (대출 가능 ${free}권)`,
  schoolNotHeld: '우리 학교 소장 없음',
};
