import { HOLDING_STATUS_NAMES, KDC_CLASSES } from '@reading/contract/search/search';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { markData } from '../components/ui/marked.tsx';
import { applyEnglishCatalogue } from '../messages/en/index.ts';
import { libraryMessages } from '../messages/library.ts';
import { searchMessages } from '../messages/search.ts';
import { mockFetch } from './fetch-mock.ts';
import { koreanOutsideData } from './korean-outside-data.ts';
import { loan, ok, paged } from './library-fixtures.ts';
import { renderApp } from './render-app.tsx';
import { loginAs, STUDENT1 } from './sessions.ts';

/**
 * Decision 210 in the library and search pages: the English catalogue renames the interface and the
 * contract's code names, while data (titles, names) stays as stored in lang="ko" parts. This file applies
 * the catalogue (its modules are its own: vitest isolates each test file), so Korean is checked first.
 */

describe('a message with data in it', () => {
  it('keeps the Korean text whole and marks the datum', () => {
    render(<p data-testid="m">{markData(searchMessages.suggestion, '해리포터')}</p>);
    const p = screen.getByTestId('m');
    expect(p.textContent).toBe("혹시 '해리포터'를 찾으셨나요?");
    expect(within(p).getByText('해리포터').getAttribute('lang')).toBe('ko');
  });

  describe('in English', () => {
    beforeAll(() => applyEnglishCatalogue());

    it('words the message in English around the marked datum', () => {
      render(<p data-testid="m">{markData(searchMessages.suggestion, '해리포터')}</p>);
      const p = screen.getByTestId('m');
      expect(p.textContent).toBe("Did you mean '해리포터'?");
      expect(koreanOutsideData(p)).toEqual([]);
    });

    it('names codes in English: holding states, KDC classes, grades', () => {
      expect(HOLDING_STATUS_NAMES.ON_LOAN).toBe('On loan');
      expect(KDC_CLASSES.find((c) => c.code === '8')?.name).toBe('Literature');
      expect(searchMessages.kdcLabel('813.7', '한국소설')).toBe('813.7 Literature');
      expect(libraryMessages.desk.patronLine('김학생', 0, '교직원')).toBe('김학생 (Staff)');
      expect(searchMessages.totalCount(1234, true)).toBe('More than 1,234 results');
    });

    it('shows my loans in English with the books and libraries as stored', async () => {
      loginAs({ ...STUDENT1, memberKey: 1, dlsToken: { tokenType: 'Bearer', accessToken: 'lib' } });
      mockFetch({
        '/dls/api/loan/list': () => ok(paged([{ ...loan, overdueYn: 'Y', overdueDays: 4 }])),
      });
      renderApp('/Elementary/MyLibraryStatus');
      const main = await screen.findByRole('main', {}, { timeout: 8000 });
      const list = await within(main).findByTestId('current-loans');
      expect(list.textContent).toContain('4 days overdue');
      within(list).getByRole('button', { name: 'Renew 신통방통 분수' });
      await waitFor(() => expect(within(main).getByRole('tab', { name: 'Loans' })).toBeTruthy());
      expect(koreanOutsideData(main)).toEqual([]);
    });
  });
});
