import { describe, expect, it } from 'vitest';
import { isPureScreenPage } from './pure-screen-pages.ts';

describe('isPureScreenPage', () => {
  it.each([
    '/NoticePureScreen',
    '/NoticePureScreen/',
    '/Elementary/NoticePureScreen',
    '/middle/membershippurescreen',
    '/High/SearchResultPureScreen?searchKeyword=%EC%B1%85',
    '/MembershipPureScreen#top',
  ])('takes %s for a PureScreen page', (url) => {
    expect(isPureScreenPage(url)).toBe(true);
  });

  it.each([
    '/',
    '/Notice',
    '/Elementary',
    '/Elementary/Notice',
    '/OtherPureScreen',
    '/Elementary/Middle/NoticePureScreen',
    '/NoticePureScreen/1',
    '/schome/NoticePureScreen',
    '/Primary/NoticePureScreen',
    '/assets/NoticePureScreen',
  ])('takes %s for an ordinary address', (url) => {
    expect(isPureScreenPage(url)).toBe(false);
  });
});
