import { describe, expect, it } from 'vitest';
import { memberOf } from '../../lib/member.ts';
import type { Session } from '../../lib/session-store.ts';
import { quickMenuEntries } from './quick-menu-entries.ts';

const session = (fields: Record<string, string | null>) =>
  memberOf({ token: 't', userId: 'u', schKey: '7', schName: null, ...fields } as Session);
const keys = (entries: ReturnType<typeof quickMenuEntries>) => entries.map((e) => e.key);

describe('quickMenuEntries', () => {
  it('gives the main site login, guide video and the library shortcut when anonymous', () => {
    expect(keys(quickMenuEntries('/', null))).toEqual(['login', 'guideVideo', 'library']);
  });

  it('swaps login for textbook books on the main site once logged in', () => {
    expect(keys(quickMenuEntries('/', session({ memberTypeCode: '01' })))).toEqual([
      'textbookBooks',
      'guideVideo',
      'library',
    ]);
  });

  it('gives a student the e-library, notices, my page, guide, menu, textbooks, writing and the loan card', () => {
    expect(keys(quickMenuEntries('/Elementary', session({ memberTypeCode: '01', provCode: 'B10' })))).toEqual(
      ['eLibrary', 'notice', 'myPage', 'guideVideo', 'menu', 'textbookBooks', 'writeActivity', 'loanCard'],
    );
  });

  it('gives a teacher the class application and a manager the school-manager site with managerId', () => {
    expect(keys(quickMenuEntries('/High', session({ memberTypeCode: '02' })))).toContain('applyClass');
    const manager = quickMenuEntries('/High', session({ memberTypeCode: '03', id: 'manager1' }));
    expect(keys(manager)).toContain('applyClass');
    const admin = manager.find((e) => e.key === 'schoolManager');
    // Without a separate school-admin site the button opens the portal's circulation desk.
    expect(admin).toMatchObject({ kind: 'link', href: '/High/LibraryDesk?managerId=manager1' });
    expect(keys(manager)).not.toContain('loanCard');
    const external = quickMenuEntries(
      '/High',
      session({ memberTypeCode: '03', id: 'manager1' }),
      'https://admin.example/',
    );
    const site = external.find((e) => e.key === 'schoolManager');
    expect(site?.kind).toBe('external');
    expect(site && 'href' in site && new URL(site.href).searchParams.get('managerId')).toBe('manager1');
  });

  it('links the e-library of the member region, and has none for C10, G10, H10 and N10', () => {
    const seoul = quickMenuEntries(
      '/Middle',
      session({ id: 'student1', memberTypeCode: '01', provCode: 'B10', schGropCode: '02' }),
    )[0]!;
    expect(seoul).toEqual({
      key: 'eLibrary',
      label: '전자도서관',
      kind: 'post',
      action: '/keris-sso/v1/ebook.jsp',
      fields: { areaCode: 'B10', gradeCode: '02', userKey: 'student1' },
    });
    for (const provCode of ['C10', 'G10', 'H10', 'N10']) {
      const entry = quickMenuEntries('/Middle', session({ memberTypeCode: '01', provCode }))[0]!;
      expect(entry.kind, provCode).toBe('preparing');
    }
  });
});
