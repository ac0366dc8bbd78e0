import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, MANAGER1, TEACHER1 } from '../../../test/sessions.ts';

const lesson = (statusCode: string, statusName: string, mineYn: 'Y' | 'N') => ({
  applyKey: 5,
  slotKey: 1,
  lessonDate: '2026-12-07',
  roomName: '도서관 열람실',
  periodNo: 6,
  startTime: '13:50',
  endTime: '14:30',
  teacherMemberKey: 9,
  teacherName: '정민아',
  grade: 3,
  classNo: 2,
  subject: '국어',
  studentCount: 24,
  purpose: '그림책 함께 읽기',
  books: '',
  statusCode,
  statusName,
  managerMessage: statusCode === '02' ? '세미나실이 비어 있습니다.' : null,
  regDate: '2026-11-25T01:00:00.000Z',
  mineYn,
});
const calendar = {
  from: '2026-12-07',
  to: '2026-12-07',
  today: '2026-11-25',
  managerYn: 'Y',
  slots: [],
  closedDays: [],
  bookings: [],
};
const detail = (l: ReturnType<typeof lesson>) => ({
  '/schome/service/teachersupport/libPracticeLessionApply/detail': () =>
    jsonResponse({ status: 'OK', message: '', data: l }),
  '/schome/service/teachersupport/libPracticeLessionApply/calendar': () =>
    jsonResponse({ status: 'OK', message: '', data: calendar }),
});

describe('applyClassDetail', () => {
  it('offers the applying teacher modify and cancel while applied, and no decision', async () => {
    loginAs(TEACHER1);
    mockFetch(detail(lesson('01', '신청', 'Y')));
    renderApp('/applyClassDetail?applyKey=5');
    const modify = await screen.findByRole('link', { name: '수정' });
    expect(modify.getAttribute('href')).toBe('/Elementary/ModifyClass?applyKey=5');
    expect(screen.getByRole('button', { name: '신청 취소' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
  });

  it('offers the teacher to accept a proposal, showing its note', async () => {
    loginAs(TEACHER1);
    mockFetch(detail(lesson('02', '변경 제안', 'Y')));
    renderApp('/applyClassDetail?applyKey=5');
    expect(await screen.findByRole('button', { name: '제안 수락' })).toBeTruthy();
    expect(screen.getByText('세미나실이 비어 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
  });

  it('offers the manager approve, another slot and refuse with a reason', async () => {
    loginAs(MANAGER1);
    mockFetch(detail(lesson('01', '신청', 'N')));
    renderApp('/applyClassDetail?applyKey=5');
    expect(await screen.findByRole('button', { name: '승인' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '다른 시간 제안' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '반려하기' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '신청 취소' })).toBeNull();
  });
});
