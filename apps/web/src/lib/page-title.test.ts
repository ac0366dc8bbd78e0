import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('is the service name on the main site, with or without a school', () => {
    expect(pageTitle({ basePath: '/' })).toBe('독서로');
    expect(pageTitle({ basePath: '/', schoolName: '서울초등학교' })).toBe('독서로');
  });

  it('is the school level in Korean on a school site', () => {
    expect(pageTitle({ basePath: '/Elementary' })).toBe('초등학교');
    expect(pageTitle({ basePath: '/Middle' })).toBe('중학교');
    expect(pageTitle({ basePath: '/High' })).toBe('고등학교');
  });

  it("is the school's name on a school site once a school is known", () => {
    expect(pageTitle({ basePath: '/Middle', schoolName: '대구중학교' })).toBe('대구중학교');
  });

  it('ignores a blank school name', () => {
    expect(pageTitle({ basePath: '/High', schoolName: '  ' })).toBe('고등학교');
    expect(pageTitle({ basePath: '/High', schoolName: null })).toBe('고등학교');
  });

  it('reads the base path without regard to case, as the router matches it', () => {
    expect(pageTitle({ basePath: '/elementary' })).toBe('초등학교');
  });
});
