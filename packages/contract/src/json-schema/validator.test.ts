import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { ok } from '../envelope.ts';
import { FIRST_LOAD_ANSWERS, toValidatorJsonSchema } from './generate.ts';
import { jsonSchemaParser } from './validator.ts';

const book = {
  bookKey: 7,
  title: '아몬드',
  author: '손원평',
  publisher: null,
  pubYear: 2017,
};
const popular = { ...book, rank: 1, loans: 0, volumes: [] as string[] };
/** A board post as the root pages' popups read it (notices and school news, decision 101). */
const post = {
  postKey: 12,
  boardCode: 'notice',
  schKey: null,
  schName: null,
  provCode: 'A10',
  schLevelCode: '01',
  categoryCode: null,
  categoryName: null,
  title: '겨울방학 도서관 운영 안내',
  writerName: '독서로',
  pinnedYn: 'Y',
  popupYn: 'Y',
  eventYn: 'N',
  hiddenYn: 'N',
  startDate: '2026-11-20',
  endDate: null,
  viewCount: 3,
  fileCnt: 1,
  regDate: '2026-11-20T00:00:00.000Z',
  modDate: '2026-11-21T00:00:00.000Z',
};
const file = {
  fileKey: 4,
  originalFileName: '안내문.pdf',
  fileSize: 1024,
  mimeType: 'application/pdf',
  imageYn: 'N',
};
const opened = { content: '<p>안내</p>', prev: { postKey: 13, title: '이전 글' }, next: null };
const news = {
  ...post,
  boardCode: 'schoolNews',
  schKey: 1,
  schName: '서울가락초등학교',
  mySchoolKey: 12,
  openScope: '02',
};
const page = { totalCount: 1, totalPage: 1, pageIndex: 1, pageSize: 10 };

/** A realistic good answer per generated schema; the mutations below derive the bad ones. */
const GOOD: Record<string, unknown[]> = {
  mainSetupResponse: [
    ok({ list: [{ setupCode: 'HOME', setupName: '홈', sortOrder: 1, useYN: 'Y' }], totalCount: 1 }),
    ok({ list: [], totalCount: 0 }),
  ],
  footerDetailResponse: [
    ok({ footerDetail: { addr: '서울', telNo: '02-000-0000', centerNo: '1588-0000', copyRight: '©' } }),
  ],
  homeSectionsResponse: [
    ok({
      popularBooks: [popular, { ...popular, author: null, pubYear: null, rank: 2, loans: 12 }],
      categoryBooks: [{ classCode: '8', className: '문학', books: [popular] }],
      newArrivals: [book],
      notices: [{ noticeKey: 3, title: '공지', regDate: '2026-11-21' }],
      statistics: {
        schoolCount: 10,
        bookCount: 0,
        libraryCount: 2,
        regions: [{ provCode: '11', name: '서울', schoolCount: 3 }],
      },
    }),
  ],
  menuListResponse: [
    ok({
      list: [{ menuId: 'search', useYN: 'N' }],
      totalCount: 1,
    }),
  ],
  keywordBestResponse: [ok({ list: [{ rank: 1, keyword: '역사', searchCount: 0 }], totalCount: 1 })],
  keywordBlockListResponse: [ok({ list: [{ keyword: '나쁜말' }], totalCount: 1 })],
  blockWordsResponse: [ok(['나쁜말', '욕']), ok([])],
  menuStatisticsResponse: [ok({ statDate: '2026-11-21', clickCount: 1 })],
  noticeListResponse: [
    ok({ list: [{ ...post, noticeKey: 12, mySchoolKey: null, mainImgUrl: null }], ...page }),
    ok({ list: [], totalCount: 0, totalPage: 0, pageIndex: 1, pageSize: 10 }),
  ],
  noticeDetailResponse: [
    ok({
      ...post,
      ...opened,
      noticeKey: 12,
      mySchoolKey: null,
      mainImgUrl: '/schome/service/community/file/image/5',
      fileList: [{ ...file, noticeFileKey: 4 }],
    }),
  ],
  schoolNewsListResponse: [ok({ popupList: [news], ...page })],
  schoolNewsDetailResponse: [ok({ ...news, ...opened, fileList: [{ ...file, mySchoolFileKey: 4 }] })],
  dlsNoticeTodayResponse: [
    ok({
      list: [
        {
          noticeKey: 2,
          libCode: '7130102',
          libName: '서울가락초등학교 도서관',
          provCode: 'B10',
          title: '장서 점검 안내',
          content: '<p>점검</p>',
          importantYn: 'Y',
          startDate: '2026-11-26',
          endDate: '2026-11-26',
          postedAt: '2026-11-25T09:00:00.000Z',
        },
      ],
      totalCount: 1,
    }),
  ],
};

const WRONG_VALUES: unknown[] = [null, 'x', '', 1, 0, -1, 1.5, 2 ** 53, true, [], {}, undefined];

/** Every value with one leaf replaced, one key removed or one unknown key added, at every depth. */
function mutations(value: unknown): unknown[] {
  const out: unknown[] = WRONG_VALUES.filter((wrong) => wrong !== value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const changed of mutations(item)) out.push(value.map((each, j) => (j === i ? changed : each)));
    });
    if (value.length > 0) out.push([...value, value[0]], value.slice(1));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      out.push(rest, { ...record, extra: 1 });
      for (const changed of mutations(record[key])) out.push({ ...record, [key]: changed });
    }
  }
  return out;
}

describe('the JSON Schema validator agrees with zod', () => {
  it('has good samples for every generated schema', () => {
    expect(Object.keys(GOOD).sort()).toEqual(FIRST_LOAD_ANSWERS.map(({ name }) => name).sort());
  });

  it.each(FIRST_LOAD_ANSWERS.map((answer) => [answer.name, answer] as const))(
    'gives the same verdict and data as zod for %s on good and mutated answers',
    (name, { schema }) => {
      const parser = jsonSchemaParser(toValidatorJsonSchema(schema, name));
      let rejected = 0;
      for (const good of GOOD[name]!) {
        expect(parser.safeParse(good)).toEqual({ success: true, data: good });
        for (const sample of mutations(good)) {
          const expected = z.safeParse(schema, sample);
          const actual = parser.safeParse(sample);
          expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
          if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
          if (!expected.success) rejected++;
        }
      }
      expect(rejected).toBeGreaterThan(10);
    },
  );

  const checks: [string, $ZodType, unknown[]][] = [
    [
      'lengths and patterns',
      z.string().check(z.minLength(2), z.maxLength(3), z.regex(/^[가-힣a-z]+$/)),
      ['가나', 'abc', 'a', 'abcd', 'AB', '가나다라', '😀'],
    ],
    ['number bounds', z.number().check(z.gte(1), z.lt(10)), [1, 0.5, 9.99, 10, -1, Number.POSITIVE_INFINITY]],
    ['exclusive minimum and maximum', z.int().check(z.gt(0), z.lte(5)), [0, 1, 5, 6, 2.5]],
    ['literals', z.literal('01'), ['01', '02', 1]],
    ['a nullable enum', z.nullable(z.enum(['A', 'B'])), ['A', 'C', null, undefined]],
    ['booleans', z.boolean(), [true, false, 'true', 0]],
    [
      'optional keys',
      z.object({ a: z.optional(z.string()), b: z.int() }),
      [{ b: 1 }, { a: 'x', b: 1 }, { a: 1, b: 1 }, { a: 'x' }, { b: 1, c: 2 }],
    ],
  ];
  it.each(checks)('gives the same verdict and data as zod for %s', (_what, schema, samples) => {
    const parser = jsonSchemaParser(toValidatorJsonSchema(schema));
    for (const sample of samples) {
      const expected = z.safeParse(schema, sample);
      expect({ sample, result: parser.safeParse(sample) }).toEqual({
        sample,
        result: expected.success ? { success: true, data: expected.data } : { success: false },
      });
    }
  });
});
