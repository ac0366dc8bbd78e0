import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { clearIdleTimer, startIdleTimer } from '../idle-timer.ts';

afterEach(() => {
  clearIdleTimer();
  window.localStorage.clear();
});

describe('the header account area', () => {
  it('shows join and login links to anonymous visitors, login leading to StudentLogin', async () => {
    mockFetch();
    renderApp('/Elementary');
    // The header's own links (the quick menu has a login button too).
    const header = within(await screen.findByRole('banner'));
    const login = await header.findByRole('link', { name: '로그인' });
    expect(login.getAttribute('href')).toBe('/Elementary/StudentLogin');
    expect(header.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/Elementary/Signup');
  });

  it('shows the name, the role label, the mm:ss countdown and a logout button when logged in', async () => {
    mockFetch();
    setSession({
      token: 't',
      userId: 'student1',
      schKey: '7',
      schName: '서울가락초등학교',
      name: '김하늘',
      memberTypeCode: '01',
      sessionTimeoutSeconds: 7200,
    });
    startIdleTimer(7200);
    renderApp('/Elementary');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('김하늘')).toBeTruthy();
    expect(header.getByText('학생')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(120:00|119:5\d)$/);
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });
});
