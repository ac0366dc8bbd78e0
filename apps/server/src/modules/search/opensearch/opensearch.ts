import {
  OPENSEARCH_DESCRIPTION_PATH,
  OPENSEARCH_FEED_PATH,
  type SearchFeedRequest,
} from '@reading/contract/search/opensearch';
import type { SearchResult } from '@reading/contract/search/search';

/**
 * OpenSearch 1.1 (decision 203): the description browsers read to offer "독서로 검색", and the search
 * results as Atom or JSON Feed for other school systems. Pure functions of the catalogue's answer.
 */
const OPENSEARCH_NS = 'http://a9.com/-/spec/opensearch/1.1/';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text and attribute values in XML; characters XML 1.0 cannot hold are dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The description: the result page for browsers, the two feeds for programs (OpenSearch templates). */
export function openSearchDescription(origin: string): string {
  const feed = (format: 'atom' | 'json') =>
    xmlText(
      `${origin}${OPENSEARCH_FEED_PATH}?searchKeyword={searchTerms}&page={startPage?}&display={count?}&format=${format}`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="${OPENSEARCH_NS}" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>독서로</ShortName>
  <LongName>독서로 학교도서관 통합 도서 검색</LongName>
  <Description>전국 초·중·고등학교 도서관의 책을 독서로에서 검색합니다.</Description>
  <Tags>독서로 학교도서관 도서검색</Tags>
  <Language>ko-KR</Language>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Image height="16" width="16" type="image/svg+xml">${xmlText(`${origin}/favicon.svg`)}</Image>
  <Image height="192" width="192" type="image/png">${xmlText(`${origin}/icons/main-any-192.png`)}</Image>
  <Url type="text/html" method="get" template="${xmlText(`${origin}/SearchResult?searchKeyword={searchTerms}`)}"/>
  <Url type="application/atom+xml" method="get" pageOffset="1" template="${feed('atom')}"/>
  <Url type="application/feed+json" method="get" pageOffset="1" template="${feed('json')}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xmlText(`${origin}${OPENSEARCH_DESCRIPTION_PATH}`)}"/>
  <Query role="example" searchTerms="어린 왕자"/>
  <moz:SearchForm>${xmlText(`${origin}/TotalSearch`)}</moz:SearchForm>
</OpenSearchDescription>
`;
}

type FeedPage = { request: SearchFeedRequest; result: SearchResult; origin: string; updated: Date };

/** The feed's own address for another page of the same search. */
function feedUrl({ request, origin }: FeedPage, page: number): string {
  const query = new URLSearchParams({
    searchKeyword: request.searchKeyword,
    searchType: request.searchType,
    page: String(page),
    display: String(request.display),
    format: request.format,
  });
  return `${origin}${OPENSEARCH_FEED_PATH}?${query}`;
}

/** first, previous, next and last pages that exist (OpenSearch response links). */
function pageLinks(feed: FeedPage): { rel: string; page: number }[] {
  const { page, totalPage } = feed.result;
  const last = Math.max(totalPage, 1);
  return [
    { rel: 'first', page: 1 },
    ...(page > 1 ? [{ rel: 'previous', page: Math.min(page - 1, last) }] : []),
    ...(page < totalPage ? [{ rel: 'next', page: page + 1 }] : []),
    { rel: 'last', page: last },
  ];
}

const bookUrl = (origin: string, bookKey: number) => `${origin}/SearchDetail?bookKey=${bookKey}`;
const summaryOf = (book: SearchResult['list'][number]) =>
  [book.author, book.publisher, book.pubYear?.toString(), book.isbn ? `ISBN ${book.isbn}` : null]
    .filter(Boolean)
    .join(' · ');
const titleOf = (book: SearchResult['list'][number]) =>
  book.subtitle ? `${book.title} : ${book.subtitle}` : book.title;
const startIndexOf = ({ result }: FeedPage) => (result.page - 1) * result.display + 1;
const feedTitle = ({ request }: FeedPage) => `독서로 검색: ${request.searchKeyword}`;

/** Atom 1.0 with the OpenSearch response elements. */
export function atomFeed(feed: FeedPage): string {
  const { result, request, origin } = feed;
  const updated = feed.updated.toISOString();
  const self = feedUrl(feed, result.page);
  const links = pageLinks(feed)
    .map(
      ({ rel, page }) =>
        `  <link rel="${rel}" type="application/atom+xml" href="${xmlText(feedUrl(feed, page))}"/>`,
    )
    .join('\n');
  const entries = result.list
    .map(
      (book) => `  <entry>
    <id>${xmlText(bookUrl(origin, book.bookKey))}</id>
    <title>${xmlText(titleOf(book))}</title>
    <updated>${updated}</updated>
    <link rel="alternate" type="text/html" href="${xmlText(bookUrl(origin, book.bookKey))}"/>
${book.author ? `    <author><name>${xmlText(book.author)}</name></author>\n` : ''}    <summary>${xmlText(summaryOf(book))}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="${OPENSEARCH_NS}">
  <title>${xmlText(feedTitle(feed))}</title>
  <id>${xmlText(self)}</id>
  <updated>${updated}</updated>
  <author><name>독서로</name></author>
  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(`${origin}/SearchResult?${new URLSearchParams({ searchKeyword: request.searchKeyword })}`)}"/>
  <link rel="search" type="application/opensearchdescription+xml" href="${xmlText(`${origin}${OPENSEARCH_DESCRIPTION_PATH}`)}"/>
${links}
  <opensearch:totalResults>${result.totalCount}</opensearch:totalResults>
  <opensearch:startIndex>${startIndexOf(feed)}</opensearch:startIndex>
  <opensearch:itemsPerPage>${result.display}</opensearch:itemsPerPage>
  <opensearch:Query role="request" searchTerms="${xmlText(request.searchKeyword)}" startPage="${result.page}" count="${result.display}"/>
${entries}
</feed>
`;
}

/** JSON Feed 1.1, the OpenSearch figures under `_opensearch` (the format's extension rule). */
export function jsonFeed(feed: FeedPage) {
  const { result, request, origin } = feed;
  const links = Object.fromEntries(pageLinks(feed).map(({ rel, page }) => [rel, feedUrl(feed, page)]));
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(feed),
    language: 'ko',
    home_page_url: `${origin}/SearchResult?${new URLSearchParams({ searchKeyword: request.searchKeyword })}`,
    feed_url: feedUrl(feed, result.page),
    ...(links.next ? { next_url: links.next } : {}),
    _opensearch: {
      totalResults: result.totalCount,
      totalResultsCapped: result.totalCountCapped,
      startIndex: startIndexOf(feed),
      itemsPerPage: result.display,
      page: result.page,
      totalPage: result.totalPage,
      searchTerms: request.searchKeyword,
      links,
    },
    items: result.list.map((book) => ({
      id: String(book.bookKey),
      url: bookUrl(origin, book.bookKey),
      title: titleOf(book),
      content_text: summaryOf(book),
      ...(book.author ? { authors: [{ name: book.author }] } : {}),
      _book: {
        isbn: book.isbn,
        publisher: book.publisher,
        pubYear: book.pubYear,
        kdc: book.kdc,
        holdingCount: book.holdingCount,
        availableCount: book.availableCount,
      },
    })),
  };
}
