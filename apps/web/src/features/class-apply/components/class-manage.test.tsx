import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, TEACHER1 } from '../../../test/sessions.ts';

const BASE = '/schome/service/teachersupport/classManage';
const klass = (grade: number, classNo: number, homeroomYn: 'Y' | 'N', over: object = {}) => ({
  grade,
  classNo,
  homeroomYn,
  studentCount: 7,
  loanCount: 5,
  overdueStudentCount: 1,
  monthActivityCount: 3,
  awaitingReviewCount: 2,
  unlinkedCardCount: 4,
  ...over,
});
const ok = (data: unknown, message = '') => jsonResponse({ status: 'OK', message, data });
const list = (classes: ReturnType<typeof klass>[]) => () =>
  ok({
    schName: '서울가락초등학교',
    monthStart: '2026-11-01',
    list: classes,
    schoolClasses: [
      { grade: 4, classNo: 2 },
      { grade: 5, classNo: 1 },
      { grade: 5, classNo: 2 },
      { grade: 5, classNo: 3 },
    ],
  });
const students = () =>
  ok({
    grade: 5,
    classNo: 2,
    homeroomYn: 'Y',
    list: [
      {
        name: '김하늘',
        cardNo: '7130102000123',
        linkedYn: 'N',
        loanCount: 2,
        overdueCount: 1,
        yearLoanCount: 6,
        loanTitles: ['완득이', '마당을 나온 암탉'],
        activityCount: 0,
        approvedCount: 0,
        awaitingReviewCount: 0,
        lastActivityDate: null,
      },
      {
        name: '송민준',
        cardNo: null,
        linkedYn: 'N',
        loanCount: 0,
        overdueCount: 0,
        yearLoanCount: 0,
        loanTitles: [],
        activityCount: 3,
        approvedCount: 1,
        awaitingReviewCount: 2,
        lastActivityDate: '2026-11-20',
      },
    ],
  });

describe('ClassManage', () => {
  it("shows each class's figures and, on request, its pupils with the focus on them", async () => {
    loginAs(TEACHER1);
    mockFetch({
      [`${BASE}/list`]: list([klass(5, 2, 'Y'), klass(5, 1, 'N')]),
      [`${BASE}/students`]: students,
    });
    renderApp('/Elementary/ClassManage');
    const title = await screen.findByRole('heading', { level: 3, name: /5학년 2반/ });
    const homeroom = title.closest('li')!;
    expect(within(homeroom).getByText('담임')).toBeTruthy();
    expect(homeroom.textContent).toContain('연체 학생1명');
    fireEvent.click(within(homeroom).getByRole('button', { name: '5학년 2반 학생 보기' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '5학년 2반 학생' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const table = screen.getByRole('table', { name: '5학년 2반 학생별 대출과 독서활동' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('미연결');
    expect(rows[2]!.textContent).toContain('3건 (1)');
    expect(screen.getByText(/학교도서관에서 연결 코드를 받아/)).toBeTruthy();
  });

  it('adds a class of the school that is not yet the teacher’s', async () => {
    loginAs(TEACHER1);
    const fetchMock = mockFetch({
      [`${BASE}/list`]: list([klass(5, 2, 'Y')]),
      [`${BASE}/save`]: () => ok({ grade: 5, classNo: 3 }, '학급을 저장했습니다.'),
    });
    renderApp('/Elementary/ClassManage');
    // The add form's own fields (the page also issues class codes by grade and class, decision 220).
    const add = within(await screen.findByRole('region', { name: '학급 추가' }));
    const grade = add.getByLabelText(/학년/);
    fireEvent.change(grade, { target: { value: '5' } });
    const classNo = add.getByLabelText(/^반/) as HTMLSelectElement;
    await waitFor(() => expect(classNo.disabled).toBe(false));
    // 5-2 is already the teacher's: only 5-1 and 5-3 are offered.
    expect([...classNo.options].map((o) => o.textContent)).toEqual(['선택하세요', '1반', '3반']);
    fireEvent.change(classNo, { target: { value: '3' } });
    fireEvent.click(add.getByRole('button', { name: '추가' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/save'));
      expect(call && JSON.parse(String(call[1]?.body))).toEqual({ grade: 5, classNo: 3, homeroomYn: 'N' });
    });
  });

  it('tells a teacher with no classes what to do', async () => {
    loginAs(TEACHER1);
    mockFetch({ [`${BASE}/list`]: list([]) });
    renderApp('/Elementary/ClassManage');
    expect(
      await screen.findByText('등록된 담당 학급이 없습니다. 아래에서 학급을 추가해 주세요.'),
    ).toBeTruthy();
  });
});
