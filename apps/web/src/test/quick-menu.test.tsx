import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session-store.ts';
import { mockFetch } from './fetch-mock.ts';
import { renderApp } from './render-app.tsx';
import { loginAs, MANAGER1, STUDENT1, TEACHER1 } from './sessions.ts';

describe('the quick menu and the DLS banner', () => {
  it("answers the e-library button of a C10 member with '서비스 준비중입니다.'", async () => {
    mockFetch();
    loginAs({ ...STUDENT1, provCode: 'C10' });
    renderApp('/Elementary');
    const quick = await screen.findByRole('navigation', { name: '바로가기' });
    fireEvent.click(within(quick).getByRole('button', { name: '전자도서관' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('서비스 준비중입니다.');
  });

  it("hands a Seoul member to the e-library through the SSO's ebook.jsp, in a new window", async () => {
    mockFetch();
    loginAs(STUDENT1);
    renderApp('/Elementary');
    const quick = await screen.findByRole('navigation', { name: '바로가기' });
    const button = within(quick).getByRole('button', { name: /전자도서관/ });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/keris-sso/v1/ebook.jsp');
    expect(form.getAttribute('target')).toBe('_blank');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({ areaCode: STUDENT1.provCode, userKey: STUDENT1.id });
  });

  it('shows the DLS banner to a student without dlsUserNo, linking to MembershipUpdate', async () => {
    mockFetch();
    loginAs(STUDENT1);
    renderApp('/Elementary');
    const link = await screen.findByRole('link', { name: 'DLS 인증하기' });
    expect(link.getAttribute('href')).toBe('/Elementary/MembershipUpdate');
  });

  it('shows no DLS banner to managers, verified members or anonymous visitors', async () => {
    mockFetch();
    loginAs(MANAGER1);
    const { unmount } = renderApp('/Elementary');
    await screen.findByRole('navigation', { name: '바로가기' });
    expect(screen.queryByRole('link', { name: 'DLS 인증하기' })).toBeNull();
    unmount();
    loginAs({ ...STUDENT1, dlsUserNo: 'D-100' });
    renderApp('/Elementary');
    await screen.findByRole('navigation', { name: '바로가기' });
    expect(screen.queryByRole('link', { name: 'DLS 인증하기' })).toBeNull();
  });

  it('shows no DLS banner to a member whose login brought a library token (a linked card)', async () => {
    mockFetch();
    loginAs({ ...STUDENT1, dlsToken: { tokenType: 'Bearer', accessToken: 'a' } });
    renderApp('/Elementary');
    await screen.findByRole('navigation', { name: '바로가기' });
    expect(screen.queryByRole('link', { name: 'DLS 인증하기' })).toBeNull();
  });

  it("opens the all-menu drawer from the quick menu's menu button", async () => {
    mockFetch();
    renderApp('/High');
    const quick = await screen.findByRole('navigation', { name: '바로가기' });
    fireEvent.click(within(quick).getByRole('button', { name: '전체메뉴' }));
    // The drawer's code loads on its first opening (decision 025).
    expect(await screen.findByRole('dialog', { name: '전체 메뉴' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();
  });

  it("folds a long quick bar behind a 'more' button that controls the list, and a short one not", async () => {
    mockFetch();
    loginAs(TEACHER1);
    const { unmount } = renderApp('/Elementary');
    const quick = await screen.findByRole('navigation', { name: '바로가기' });
    const list = within(quick).getByRole('list');
    const more = within(quick).getByRole('button', { name: '더보기' });
    // Fifth of the list: the first four buttons stay on the bar at small widths (quick-menu.css).
    expect(list.children[4]?.contains(more)).toBe(true);
    expect(more.getAttribute('aria-controls')).toBe(list.id);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(list.hasAttribute('data-expanded')).toBe(false);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('접기');
    expect(list.hasAttribute('data-expanded')).toBe(true);
    unmount();
    setSession(null);
    renderApp('/');
    const short = await screen.findByRole('navigation', { name: '바로가기' });
    expect(within(short).getAllByRole('listitem')).toHaveLength(4);
    expect(within(short).queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('blocks the context menu (right-click) on the site', async () => {
    mockFetch();
    renderApp('/');
    await screen.findByRole('navigation', { name: '바로가기' });
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
