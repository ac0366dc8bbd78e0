import { describe, expect, it } from 'vitest';
import { emptyFilters, hasCriteria, readSearchUrl, toSearchRequest, writeSearchUrl } from './search-url.ts';

describe('search state in the URL', () => {
  it('reads exactly the query the header sends', () => {
    const state = readSearchUrl(
      new URLSearchParams('searchKeyword=역사&searchType=all&provCode=B10&neisCode=7130102'),
    );
    expect(state).toMatchObject({ searchKeyword: '역사', searchType: 'all', neisCode: '7130102', page: 1 });
    expect(state.filters.locations).toEqual(['B10']);
  });

  it('treats provCode A10 (all regions) as no region filter', () => {
    expect(readSearchUrl(new URLSearchParams('searchKeyword=a&provCode=A10')).filters.locations).toEqual([]);
  });

  it('writes and reads back every filter, so a result page can be shared', () => {
    const state = readSearchUrl(new URLSearchParams());
    state.searchKeyword = '공룡';
    state.page = 3;
    state.filters = {
      ...emptyFilters(),
      locations: ['B10', 'C10'],
      categories: ['7'],
      skco: ['4', '8'],
      languages: ['kor'],
      viewOption: { otherSchoolCheck: 'Y', excludeNonLending: 'Y' },
      author: '김',
      published: '창비',
      startYear: '2000',
      endYear: '2020',
      isbn: '9788936433635',
    };
    expect(readSearchUrl(writeSearchUrl(state))).toEqual(state);
  });

  it('clears to empty filters with two empty view flags (spec 000 §4)', () => {
    expect(emptyFilters().viewOption).toEqual({ otherSchoolCheck: '', excludeNonLending: '' });
    expect(
      writeSearchUrl({
        ...readSearchUrl(new URLSearchParams('searchKeyword=a')),
        filters: emptyFilters(),
      }).toString(),
    ).toBe('searchKeyword=a&searchType=all');
  });

  it('needs a keyword or a field to search by', () => {
    expect(hasCriteria(readSearchUrl(new URLSearchParams('searchKeyword=%20')))).toBe(false);
    expect(hasCriteria(readSearchUrl(new URLSearchParams('kdcCode=8')))).toBe(true);
  });

  it('000 §3 SKCO: the filter state keeps SKCO (KDC classes, kdcCode) apart from the categories (readership, categoryCode)', () => {
    const state = readSearchUrl(new URLSearchParams('searchKeyword=공룡&kdcCode=4,9&categoryCode=7'));
    expect(state.filters.skco).toEqual(['4', '9']);
    expect(state.filters.categories).toEqual(['7']);
    expect(toSearchRequest(state, {})).toMatchObject({ kdcCode: ['4', '9'], categoryCode: ['7'] });
    expect(hasCriteria(readSearchUrl(new URLSearchParams('categoryCode=7')))).toBe(true);
    expect(emptyFilters().skco).toEqual([]);
  });

  it('searches the loan group’s libraries instead of the school when other schools are on', () => {
    const state = readSearchUrl(new URLSearchParams('searchKeyword=a&neisCode=7130102&otherSchool=Y'));
    expect(toSearchRequest(state, { neisCode: '7130102', libCode: ['LIB1', 'LIB2'] })).toMatchObject({
      neisCode: undefined,
      libCode: ['LIB1', 'LIB2'],
    });
  });
});
