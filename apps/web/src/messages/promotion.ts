/**
 * The promotion pages' texts (decision 120): themed collections, the world map, history of the day.
 * Loaded with the promotion pages only. The spec quotes no message for these pages.
 */
const formatDay = (mmdd: string) => `${Number(mmdd.slice(0, 2))}월 ${Number(mmdd.slice(2))}일`;

export const promotionMessages = {
  nav: '독서 진흥 페이지',
  pages: {
    novel: { title: '소설로 떠나는 여행', lead: '장르와 나라별로 고른 소설을 만나 보세요.' },
    human: { title: '인물로 읽는 세계', lead: '분야별 인물 이야기로 꿈을 키워 보세요.' },
    travel: { title: '여행 도서', lead: '지도에서 나라를 골라 그 나라의 여행·역사·문화 책을 찾아보세요.' },
    history: { title: '오늘의 역사', lead: '오늘 있었던 우리 역사 속 사건과 관련 도서를 만나 보세요.' },
    language: { title: '언어로 만나는 세계', lead: '언어별로 문학과 언어 공부 책을 모았습니다.' },
  },
  collections: '도서 묶음',
  collectionNotFound: '추천 도서 묶음을 찾을 수 없습니다.',
  toFirst: '처음 묶음 보기',
  filters: {
    label: '도서 목록 보기 설정',
    availableOnly: '대출 가능한 책만',
    sort: '정렬',
    popular: '인기순',
    newest: '최신순',
  },
  books: {
    count: (n: number) => `${n.toLocaleString('ko-KR')}권`,
    empty: '조건에 맞는 도서가 없습니다.',
    emptyAvailable: '지금 대출 가능한 책이 없습니다. ‘대출 가능한 책만’을 해제해 보세요.',
    pages: '도서 목록 페이지',
    listOf: (name: string) => `${name} 도서 목록`,
  },
  travel: {
    mapLabel: '세계 지도: 나라를 선택하면 그 나라의 도서를 보여 줍니다',
    mapHint: '색칠된 나라를 누르거나, Tab으로 나라를 고른 뒤 Enter 또는 Space를 누르세요.',
    regionLabel: (name: string, count: number) => `${name}, 도서 ${count}권`,
    listTitle: '나라 목록',
    world: '전 세계',
    worldBooks: '세계 여행·문화 도서',
    regionBooks: (name: string) => `${name}의 여행·문화 도서`,
    mapLoading: '지도를 불러오는 중입니다.',
    mapFailed: '지도를 불러오지 못했습니다. 아래 나라 목록에서 고를 수 있습니다.',
    regionNotFound: '지역을 찾을 수 없습니다.',
  },
  history: {
    dayTitle: (mmdd: string) => `${formatDay(mmdd)}의 역사`,
    formatDay,
    nearest: (mmdd: string, dates: string[]) =>
      `${formatDay(mmdd)}에 기록된 사건이 없어 가장 가까운 날(${dates.map(formatDay).join(', ')})의 사건을 보여 드립니다.`,
    year: (year: number) => (year < 0 ? `기원전 ${-year}년` : `${year}년`),
    previous: '전날',
    next: '다음 날',
    today: '오늘',
    pick: '날짜 선택',
    month: '월',
    day: '일',
    go: '보기',
    books: '관련 도서',
    noBooks: '관련 도서가 아직 없습니다.',
    invalidDate: '날짜를 다시 선택해 주세요.',
  },
  staff: {
    title: '독서 진흥 소개글 관리',
    lead: '소설·인물·언어 추천 도서 묶음의 소개글을 씁니다. 소개글은 묶음의 도서 목록 위에 보입니다.',
    collection: '도서 묶음',
    content: '소개글',
    save: '저장',
    saving: '저장 중…',
    operatorsOnly: '운영자만 소개글을 쓸 수 있습니다.',
    noIntro: '아직 소개글이 없습니다.',
    preview: '지금 보이는 소개글',
    kinds: { novel: '소설', human: '인물', language: '언어' } as Record<string, string>,
    modDate: (iso: string) => `마지막 수정 ${new Date(iso).toLocaleString('ko-KR')}`,
  },
} as const;
