import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { xmlText } from './opensearch.ts';

/** OpenSearch (issue 26.3, decision 203): the description and the result feeds, on the seeded catalogue. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const feed = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/alpasq/api/search/feed', query });

type JsonFeed = {
  version: string;
  title: string;
  next_url?: string;
  _opensearch: {
    totalResults: number;
    startIndex: number;
    itemsPerPage: number;
    page: number;
    totalPage: number;
  };
  items: { id: string; url: string; title: string }[];
};

describe('GET /opensearch.xml', () => {
  it('describes the search for browsers and programs, with absolute templates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/opensearch.xml',
      headers: { host: 'dokseoro.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"');
    expect(xml).toContain('<ShortName>독서로</ShortName>');
    expect(xml).toMatch(
      /<Url type="text\/html" method="get" template="http:\/\/dokseoro\.test\/SearchResult\?searchKeyword=\{searchTerms\}"\/>/,
    );
    expect(xml).toContain(
      'template="http://dokseoro.test/alpasq/api/search/feed?searchKeyword={searchTerms}&amp;page={startPage?}&amp;display={count?}&amp;format=atom"',
    );
    expect(xml).toContain('type="application/feed+json"');
    // Well-formed enough for a browser: one root, every Url closed, no bare ampersand.
    expect(xml.match(/<Url /g)).toHaveLength(4);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('GET /alpasq/api/search/feed', () => {
  it('answers a Korean search as Atom with the OpenSearch figures and page links', async () => {
    const res = await feed({ searchKeyword: '역사', display: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">',
    );
    expect(xml).toContain('<title>독서로 검색: 역사</title>');
    expect(xml).toContain('<opensearch:startIndex>1</opensearch:startIndex>');
    expect(xml).toContain('<opensearch:itemsPerPage>5</opensearch:itemsPerPage>');
    expect(Number(xml.match(/<opensearch:totalResults>(\d+)</)?.[1])).toBeGreaterThan(5);
    expect(xml.match(/<entry>/g)).toHaveLength(5);
    expect(xml).toContain('searchTerms="역사"');
    expect(xml).toMatch(/<link rel="next" type="application\/atom\+xml" href="[^"]*page=2[^"]*"\/>/);
    expect(xml).not.toContain('rel="previous"');
  });

  it('pages the JSON Feed without repeating a book, with the same total', async () => {
    const first = await feed({ searchKeyword: '역사', display: '5', format: 'json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const one = first.json<JsonFeed>();
    expect(one.version).toBe('https://jsonfeed.org/version/1.1');
    expect(one.items).toHaveLength(5);
    expect(one.next_url).toContain('page=2');
    const second = (
      await feed({ searchKeyword: '역사', display: '5', page: '2', format: 'JSON' })
    ).json<JsonFeed>();
    expect(second._opensearch).toMatchObject({ startIndex: 6, itemsPerPage: 5, page: 2 });
    expect(second._opensearch.totalResults).toBe(one._opensearch.totalResults);
    const seen = new Set(one.items.map((item) => item.id));
    expect(second.items.some((item) => seen.has(item.id))).toBe(false);
    expect(second.items[0]!.url).toMatch(/\/SearchDetail\?bookKey=\d+$/);
    for (const item of [...one.items, ...second.items]) expect(item.title).toMatch(/역\s*사/);
  });

  it('answers 400 with a Korean message for missing words or values out of range, never 500', async () => {
    const queries: Record<string, string>[] = [
      {},
      { searchKeyword: '   ' },
      { searchKeyword: '역사', display: '51' },
      { searchKeyword: '역사', page: '0' },
      { searchKeyword: '역사', format: 'rss' },
      { searchKeyword: '역사', searchType: 'isbnx' },
    ];
    for (const query of queries) {
      const res = await feed(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().status).toBe('FAIL');
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await feed({})).json().message).toContain('검색어를 입력해주세요.');
  });

  it('keeps the words of a search that holds XML characters escaped', async () => {
    const res = await feed({ searchKeyword: '<역사 & "문화">' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>독서로 검색: &lt;역사 &amp; &quot;문화&quot;&gt;</title>');
    expect(xmlText('a\u0001b<')).toBe('ab&lt;');
  });
});
