import { describe, expect, it } from 'vitest';
import { siteOfPath } from './site.ts';

describe('siteOfPath', () => {
  it('finds the school site from the first path segment', () => {
    expect(siteOfPath('/Elementary').key).toBe('elementary');
    expect(siteOfPath('/Middle/Notice').basePath).toBe('/Middle');
    expect(siteOfPath('/high/Faq').level?.code).toBe('03');
  });

  it('answers the main site for every other path', () => {
    expect(siteOfPath('/')).toMatchObject({ key: 'main', basePath: '/', level: undefined });
    expect(siteOfPath('/Notice').key).toBe('main');
    expect(siteOfPath('/NoticeDetail/Elementary').key).toBe('main');
  });
});
