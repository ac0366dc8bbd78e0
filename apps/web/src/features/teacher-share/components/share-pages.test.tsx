import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, TEACHER1 } from '../../../test/sessions.ts';

const BASE = '/schome/service/teachersupport/teacherShareRoom';
const material = (mineYn: 'Y' | 'N', likedYn: 'Y' | 'N' = 'N') => ({
  postKey: 7,
  title: '그림책 온작품 읽기 수업안',
  writerName: '윤재희',
  schName: '가락초등학교',
  schLevelCode: '01',
  schLevelName: '초등',
  subjectCode: '01',
  subjectName: '국어',
  tags: ['그림책', '온작품읽기'],
  openScope: '04',
  viewCount: 3,
  likeCount: likedYn === 'Y' ? 1 : 0,
  likedYn,
  downloadCount: 5,
  fileCnt: 0,
  mineYn,
  regDate: '2026-11-25T01:00:00.000Z',
  content: '<p>4차시 <strong>수업안</strong></p>',
  fileList: [],
  prev: null,
  next: null,
});
const ok = (data: unknown) => () => jsonResponse({ status: 'OK', message: '', data });

describe('TeacherShareDetail', () => {
  it("shows another teacher's material with its tags, downloads and a like button, and no edit", async () => {
    loginAs(TEACHER1);
    mockFetch({ [`${BASE}/detail`]: ok(material('N')) });
    renderApp('/TeacherShareDetail?postKey=7');
    expect(await screen.findByRole('heading', { level: 2, name: '그림책 온작품 읽기 수업안' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '#그림책' }).getAttribute('href')).toBe(
      '/Elementary/TeacherShareRoom?tag=%EA%B7%B8%EB%A6%BC%EC%B1%85',
    );
    expect(screen.getByText('내려받기 5')).toBeTruthy();
    const like = screen.getByRole('button', { name: '좋아요 0' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
  });

  it('offers the writer edit and delete', async () => {
    loginAs(TEACHER1);
    mockFetch({ [`${BASE}/detail`]: ok(material('Y', 'Y')) });
    renderApp('/TeacherShareDetail?postKey=7');
    const edit = await screen.findByRole('link', { name: '수정' });
    expect(edit.getAttribute('href')).toBe('/Elementary/TeacherShareEdit?postKey=7');
    expect(screen.getByRole('button', { name: '삭제' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '좋아요 취소 (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's refusal when the material cannot be read", async () => {
    loginAs(TEACHER1);
    mockFetch({
      [`${BASE}/detail`]: () =>
        jsonResponse({ status: 'FAIL', message: '접근이 불가합니다.', data: null }, 403),
    });
    renderApp('/TeacherShareDetail?postKey=7');
    expect(await screen.findByText('접근이 불가합니다.')).toBeTruthy();
  });
});
