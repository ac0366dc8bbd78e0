import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOpenDialogs } from '../lib/dialogs.ts';
import { calledPaths, mockFetch } from './fetch-mock.ts';
import { fail, loan, ok, paged } from './library-fixtures.ts';
import { renderApp } from './render-app.tsx';
import { loginAs, MANAGER1, STUDENT1 } from './sessions.ts';

const patron = {
  cardNo: '7130102000123',
  name: '김학생',
  grade: 5,
  gradeName: '5학년',
  classNo: 2,
  loanYn: 'Y',
  loanNReason: null,
  loanCount: 0,
  loanLimit: 5,
  overdueCount: 0,
  rsvtCount: 0,
};
const gradeInfo = {
  libCode: 'LIB7130102',
  libName: '서울가락초등학교',
  neisCode: '7130102',
  gradeList: [],
  myGrade: null,
};

describe('the circulation desk', () => {
  it('checks out by card and registration number with Enter alone, keeping focus for the next scan', async () => {
    loginAs({ ...MANAGER1, memberKey: 3 });
    const checkouts: unknown[] = [];
    const fetchMock = mockFetch({
      '/dls/api/user/grade/info/neisCode': () => ok(gradeInfo),
      '/dls/api/desk/LIB7130102/patron': () => ok({ patron, loans: [], holds: [] }),
      '/dls/api/desk/LIB7130102/checkout': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        checkouts.push(body);
        if (body.regNo === 'LS000002') return fail('이미 대출 중인 자료입니다.', 409);
        return ok({ loan, patron: { ...patron, loanCount: 1 } }, '대출되었습니다.');
      },
      '/dls/api/desk/LIB7130102/loans': () => ok(paged([])),
    });
    renderApp('/Elementary/LibraryDesk');
    const main = within(await screen.findByRole('main', {}, { timeout: 8000 }));
    const card = await main.findByLabelText('이용증 번호', {}, { timeout: 8000 });
    await waitFor(() => expect(document.activeElement).toBe(card));
    fireEvent.change(card, { target: { value: '7130102000123\u0003' } });
    fireEvent.submit(card.closest('form')!);

    const reg = await main.findByLabelText('등록번호');
    await waitFor(() => expect(document.activeElement).toBe(reg));
    expect((await main.findByTestId('desk-patron')).textContent).toContain('김학생 (5학년)');

    fireEvent.change(reg, { target: { value: 'ls000001' } });
    fireEvent.submit(reg.closest('form')!);
    // The live region's text, the title in its own lang="ko" part (decision 210).
    const feedback = main.getByRole('status', { name: '처리 결과' });
    await waitFor(() =>
      expect(feedback.textContent).toMatch(/대출되었습니다\. 신통방통 분수 · 반납 예정일 2026-12-05/),
    );
    expect(within(feedback).getByText('신통방통 분수').getAttribute('lang')).toBe('ko');
    expect(checkouts[0]).toEqual({ cardNo: '7130102000123', regNo: 'LS000001' });
    expect((reg as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(reg);

    fireEvent.change(reg, { target: { value: 'LS000002' } });
    fireEvent.submit(reg.closest('form')!);
    expect(await main.findByText('이미 대출 중인 자료입니다.')).toBeTruthy();
    // Feedback is a live region, never a dialog that would swallow the next scan.
    expect(getOpenDialogs()).toHaveLength(0);
    expect(calledPaths(fetchMock)).toContain('/dls/api/desk/LIB7130102/patron?cardNo=7130102000123');
  });

  it('checks in by registration number and says when the copy is held for the next reservation', async () => {
    loginAs({ ...MANAGER1, memberKey: 3 });
    mockFetch({
      '/dls/api/user/grade/info/neisCode': () => ok(gradeInfo),
      '/dls/api/desk/LIB7130102/checkin': () =>
        ok(
          {
            loan: { ...loan, returnDate: '2026-11-21' },
            heldFor: { rsvtKey: 9, cardNo: '7130102000456', name: '박예약', pickupUntil: '2026-11-24' },
          },
          '반납되었습니다. 예약자를 위해 보관해주세요.',
        ),
      '/dls/api/desk/LIB7130102/loans': () => ok(paged([])),
    });
    renderApp('/Elementary/LibraryDesk');
    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: '반납' }));
    const reg = await main.findByLabelText('등록번호');
    await waitFor(() => expect(document.activeElement).toBe(reg));
    expect(main.queryByLabelText('이용증 번호')).toBeNull();
    fireEvent.change(reg, { target: { value: 'LS000001' } });
    fireEvent.submit(reg.closest('form')!);
    const feedback = main.getByRole('status', { name: '처리 결과' });
    await waitFor(() =>
      expect(feedback.textContent).toMatch(
        /반납되었습니다\. 예약자를 위해 보관해주세요\. 신통방통 분수 · 박예약 님의 예약 자료입니다\. 2026-11-24까지/,
      ),
    );
  });

  it('stops a teacher with 접근이 불가합니다. before any desk call', async () => {
    loginAs({ ...MANAGER1, id: 'teacher1', memberTypeCode: '02', memberKey: 2 });
    const fetchMock = mockFetch({});
    renderApp('/Elementary/LibraryDesk');
    await waitFor(() => expect(getOpenDialogs()[0]?.message).toBe('접근이 불가합니다.'));
    expect(calledPaths(fetchMock).some((p) => p.startsWith('/dls/api/desk'))).toBe(false);
  });
});

describe('my library status', () => {
  it('lists current loans with the overdue mark and shows a renewal refusal verbatim in the alert', async () => {
    loginAs({ ...STUDENT1, memberKey: 1, dlsToken: { tokenType: 'Bearer', accessToken: 'lib' } });
    mockFetch({
      '/dls/api/loan/list': () =>
        ok(paged([loan, { ...loan, loanKey: 42, title: '늦은 책', overdueYn: 'Y', overdueDays: 4 }])),
      '/dls/api/loan/renew': () => fail('다른 이용자가 예약한 자료는 연장할 수 없습니다.', 409),
    });
    renderApp('/Elementary/MyLibraryStatus');
    const main = within(await screen.findByRole('main', {}, { timeout: 8000 }));
    const list = await main.findByTestId('current-loans');
    expect(list.textContent).toContain('연체 4일');
    fireEvent.click(within(list).getByRole('button', { name: '신통방통 분수 연장하기' }));
    await waitFor(() =>
      expect(getOpenDialogs()[0]?.message).toBe('다른 이용자가 예약한 자료는 연장할 수 없습니다.'),
    );
  });

  it('shows a member without a linked card the way to DLS authentication', async () => {
    loginAs({ ...STUDENT1, memberKey: 1, dlsToken: null });
    mockFetch({});
    renderApp('/Elementary/MyLibraryStatus');
    const main = within(await screen.findByRole('main', {}, { timeout: 8000 }));
    const link = await main.findByRole('link', { name: 'DLS 인증하기' });
    expect(link.getAttribute('href')).toBe('/Elementary/MembershipUpdate');
  });
});
