import { z } from 'zod';
import { SEARCH_TYPES } from './search.ts';

/**
 * OpenSearch (issue 26.3, decision 203): the description at /opensearch.xml lets browsers offer
 * "독서로 검색", and the union catalogue's search answers as a feed other school systems can read:
 *
 * GET /opensearch.xml                                       application/opensearchdescription+xml
 * GET /alpasq/api/search/feed?searchKeyword=&searchType=&page=&display=&format=atom|json
 *   format=atom (default): application/atom+xml, Atom with OpenSearch 1.1 totalResults/startIndex/
 *   itemsPerPage/Query and first/previous/next/last links;
 *   format=json: application/feed+json, JSON Feed 1.1 with the same figures under `_opensearch`.
 *   400 with a Korean message when the words are missing or a value is out of range.
 */
export const OPENSEARCH_FEED_PATH = '/alpasq/api/search/feed';
export const OPENSEARCH_DESCRIPTION_PATH = '/opensearch.xml';
export const FEED_MAX_DISPLAY = 50;
export const FEED_FORMATS = ['atom', 'json'] as const;

const numberIn = (field: string, label: string, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce
      .number({ error: `${field}: ${label}는 1~${max} 사이의 정수여야 합니다.` })
      .int({ error: `${field}: ${label}는 1~${max} 사이의 정수여야 합니다.` })
      .min(1, { error: `${field}: ${label}는 1~${max} 사이의 정수여야 합니다.` })
      .max(max, { error: `${field}: ${label}는 1~${max} 사이의 정수여야 합니다.` })
      .default(fallback),
  );

export const searchFeedRequestSchema = z.object({
  searchKeyword: z
    .string({ error: '검색어를 입력해주세요.' })
    .trim()
    .min(1, { error: '검색어를 입력해주세요.' })
    .max(100, { error: 'searchKeyword: 검색어는 100자까지 입력할 수 있습니다.' }),
  searchType: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : undefined),
    z
      .enum(SEARCH_TYPES, { error: 'searchType: all, title, author, publisher, isbn 중 하나여야 합니다.' })
      .default('all'),
  ),
  page: numberIn('page', '페이지', 100_000, 1),
  display: numberIn('display', '한 페이지의 건수', FEED_MAX_DISPLAY, 10),
  format: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : undefined),
    z.enum(FEED_FORMATS, { error: 'format: atom 또는 json이어야 합니다.' }).default('atom'),
  ),
});

export type SearchFeedRequest = z.infer<typeof searchFeedRequestSchema>;
