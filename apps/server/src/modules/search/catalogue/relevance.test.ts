import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';

/**
 * The judged list of the search issue: over the seeded catalogue, each query must bring the named book
 * into the top 3. Korean words of one, two and more syllables, spacing variants, authors, publishers,
 * English in any case, ISBNs with and without hyphens, and initial consonants (초성).
 */
type Judged = { query: string; searchType?: string; title: string; author?: string };

const JUDGED: Judged[] = [
  // Korean titles
  { query: '완득이', title: '완득이' },
  { query: '아몬드', title: '아몬드' },
  { query: '데미안', title: '데미안' },
  { query: '사피엔스', title: '사피엔스' },
  { query: '코스모스', title: '코스모스' },
  { query: '파친코', title: '파친코' },
  { query: '긴긴밤', title: '긴긴밤' },
  { query: '채식주의자', title: '채식주의자' },
  { query: '82년생 김지영', title: '82년생 김지영' },
  { query: '소년이 온다', title: '소년이 온다' },
  { query: '총 균 쇠', title: '총, 균, 쇠' },
  { query: '호모 데우스', title: '호모 데우스' },
  { query: '전천당', title: '전천당' },
  { query: '달러구트', title: '달러구트 꿈 백화점.이미예 장편소설' },
  // two-syllable and one-syllable words
  { query: '역사의 역사', title: '역사의 역사' },
  { query: '모순', title: '모순' },
  { query: '기억', title: '기억' },
  { query: '침묵의 봄', title: '침묵의 봄' },
  { query: '밝은 밤', title: '밝은 밤' },
  // spacing variants
  { query: '미움받을용기', title: '미움받을 용기' },
  { query: '소년이온다', title: '소년이 온다' },
  { query: '나미야잡화점', title: '나미야 잡화점의 기적' },
  { query: '불편한편의점', title: '불편한 편의점' },
  { query: '바깥은여름', title: '바깥은 여름' },
  { query: '감기 걸린 물고기', title: '감기 걸린 물고기' },
  // authors
  { query: '김려령', searchType: 'author', title: '완득이' },
  { query: '손원평', title: '아몬드' },
  { query: '유발 하라리', searchType: 'author', title: '사피엔스' },
  { query: '헤르만 헤세', title: '데미안' },
  { query: '김애란', title: '바깥은 여름' },
  { query: '양귀자', searchType: 'author', title: '모순' },
  // publisher
  { query: '사이언스북스', searchType: 'publisher', title: '코스모스' },
  { query: '나무옆의자', title: '불편한 편의점' },
  // English, any case
  { query: 'harry potter prisoner', title: 'Harry Potter and the Prisoner of Azkaban (Hardcover)' },
  { query: 'HARRY POTTER GOBLET', title: 'Harry Potter and the Goblet of Fire (Hardcover)' },
  { query: 'your name', title: '너의 이름은.' },
  { query: 'Pinkalicious', title: 'Pinkalicious' },
  // ISBN with and without hyphens, ISBN-10
  { query: '9788936433635', title: '완득이' },
  { query: '978-89-364-3363-5', title: '완득이' },
  { query: '89-364-3363-6', title: '완득이' },
  { query: '978-89-374-7313-5', searchType: 'isbn', title: '82년생 김지영' },
  // initial consonants
  { query: 'ㅇㄷㅇ', title: '완득이' },
  { query: 'ㅅㅍㅇㅅ', title: '사피엔스' },
  { query: 'ㅁㅇㅂㅇ ㅇㄱ', title: '미움받을 용기' },
];

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('search relevance over the seeded catalogue', () => {
  it('has a judged list of at least 40 queries', () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(JUDGED)('brings "$title" into the top 3 for "$query"', async ({ query, searchType, title }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: query, searchType: searchType ?? 'all' },
    });
    expect(res.statusCode).toBe(200);
    const top = res
      .json()
      .data.list.slice(0, 3)
      .map((b: { title: string }) => b.title);
    expect(top).toContain(title);
  });
});
