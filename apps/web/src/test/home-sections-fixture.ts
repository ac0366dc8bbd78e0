import type { HomeSectionsResponse } from '@reading/contract/main/home-sections';

const book = (bookKey: number, title: string) => ({
  bookKey,
  title,
  author: '저자',
  publisher: '출판사',
  pubYear: 2020,
});

/** A home-sections answer shaped as the server's, for web unit tests. */
export const HOME_SECTIONS: HomeSectionsResponse['data'] = {
  popularBooks: [
    { ...book(1, '아몬드 :손원평 장편소설'), rank: 1, loans: 1234, volumes: [] },
    { ...book(2, '달러구트 꿈 백화점'), rank: 2, loans: 987, volumes: [] },
  ],
  categoryBooks: [
    {
      classCode: '8',
      className: '문학',
      books: [{ ...book(1, '아몬드'), rank: 1, loans: 1234, volumes: [] }],
    },
  ],
  newArrivals: [book(3, '새로 들어온 책')],
  notices: [{ noticeKey: 5, title: '개인정보처리방침 개정 안내', regDate: '2026-04-24' }],
  statistics: {
    schoolCount: 12485,
    bookCount: 9000,
    libraryCount: 4,
    regions: [
      { provCode: 'B10', name: '서울', schoolCount: 1400 },
      { provCode: 'C10', name: '부산', schoolCount: 640 },
    ],
  },
};
