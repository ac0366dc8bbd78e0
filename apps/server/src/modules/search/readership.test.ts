import { describe, expect, it } from 'vitest';
import { catalogueSeedRows } from '../../db/seed/search.ts';
import { readershipOf, readershipsFor } from './readership.ts';

describe('readershipOf (decision 270)', () => {
  it("reads the ISBN add-on code's first digit", () => {
    expect(readershipOf({ isbnAddCode: '77810', kdc: '813.8' })).toBe('children');
    expect(readershipOf({ isbnAddCode: '63410', kdc: '410' })).toBe('children');
    expect(readershipOf({ isbnAddCode: '43810', kdc: '813.7' })).toBe('youth');
    expect(readershipOf({ isbnAddCode: '03300', kdc: '331.54' })).toBe('general');
  });

  it('makes general fiction and self-help adults-only, by KDC class or the code’s subject', () => {
    // 채식주의자 (813.7, 03810), 미움받을 용기 (189.2, 03180), 마흔의 돈 공부 (practical economics).
    expect(readershipOf({ isbnAddCode: '03810', kdc: '813.7' })).toBe('adult');
    expect(readershipOf({ isbnAddCode: '03830', kdc: '833.6' })).toBe('adult');
    expect(readershipOf({ isbnAddCode: '03180', kdc: '189.2' })).toBe('adult');
    expect(readershipOf({ isbnAddCode: '13320', kdc: '327.04' })).toBe('adult');
    expect(readershipOf({ isbnAddCode: '03320', kdc: null })).toBe('adult');
  });

  it("takes the classics' readership and the children's list as they are", () => {
    expect(readershipOf({ kdc: '813', classicsReadership: 'youth' })).toBe('youth');
    expect(readershipOf({ kdc: '863', classicsReadership: 'children' })).toBe('children');
    expect(readershipOf({ kdc: '813', childrensList: true })).toBe('children');
    expect(readershipOf({})).toBe('general');
  });

  it('fits pupils to their level and never offers adults-only books to a pupil', () => {
    expect(readershipsFor('elementary')).toEqual(['children']);
    expect(readershipsFor('middle')).toEqual(['children', 'youth']);
    expect(readershipsFor('high')).toEqual(['youth', 'general']);
    expect(readershipsFor(null)).toContain('adult');
  });

  it('marks the seed catalogue: the issue’s titles are adults-only, the classics children’s', () => {
    const rows = catalogueSeedRows();
    const of = (title: string) => rows.find((r) => r.title.startsWith(title))?.readership;
    expect(of('채식주의자')).toBe('adult');
    expect(of('작별하지 않는다')).toBe('adult');
    expect(of('강아지똥')).toBe('children');
    expect(of('흔한남매')).toBe('children');
  });
});
