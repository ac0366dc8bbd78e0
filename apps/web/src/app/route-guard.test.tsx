import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberOf } from '../lib/member.ts';
import type { Session } from '../lib/session-store.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { loginAs, MANAGER1, STUDENT1, TEACHER1 } from '../test/sessions.ts';
import { guardMessage, memberSiteRedirect, needsFullReload } from './route-guard.ts';

const base: Session = { token: 't', userId: 'u', schKey: '7', schName: null };
const member = (fields: Record<string, string>) => memberOf({ ...base, ...fields } as Session);

describe('guardMessage', () => {
  it('lets only school managers open the circulation desk', () => {
    expect(guardMessage('managerOnly', member({ memberTypeCode: '03' }))).toBeNull();
    expect(guardMessage('managerOnly', member({ memberTypeCode: '02' }))).toBe('접근이 불가합니다.');
    expect(guardMessage('managerOnly', member({ memberTypeCode: '01' }))).toBe('접근이 불가합니다.');
    expect(guardMessage('managerOnly', null)).toBeNull();
  });

  it("blocks students from teacher-only routes with '접근이 불가합니다.'", () => {
    expect(guardMessage('notStudent', member({ memberTypeCode: '01' }))).toBe('접근이 불가합니다.');
    expect(guardMessage('notStudent', member({ memberTypeCode: '02' }))).toBeNull();
    expect(guardMessage('notStudent', null)).toBeNull();
  });

  it('lets a general member through to the page, whose server answers who may (operators use the console)', () => {
    expect(guardMessage('notStudent', member({ memberTypeCode: '04' }))).toBeNull();
  });

  it("lets only students open ApplyConsultingForm, answering others '학생만 접근가능한 메뉴입니다.'", () => {
    expect(guardMessage('studentOnly', member({ memberTypeCode: '01' }))).toBeNull();
    expect(guardMessage('studentOnly', member({ memberTypeCode: '03' }))).toBe(
      '학생만 접근가능한 메뉴입니다.',
    );
    expect(guardMessage('studentOnly', null)).toBe('학생만 접근가능한 메뉴입니다.');
  });
});

describe('memberSiteRedirect', () => {
  it("keeps a member on their school level's site, with the same page and query", () => {
    const m = member({ memberTypeCode: '01', schGropCode: '02' });
    expect(memberSiteRedirect('/Elementary/Notice', '?a=1', m)).toBe('/Middle/Notice?a=1');
    expect(memberSiteRedirect('/', '', m)).toBe('/Middle');
    expect(memberSiteRedirect('/Middle/Notice', '', m)).toBeNull();
  });

  it('leaves anonymous visitors where they are', () => {
    expect(memberSiteRedirect('/High', '', null)).toBeNull();
    expect(memberSiteRedirect('/Elementary/Notice', '', null)).toBeNull();
  });

  it('keeps members without a school level on / (spec 001 §2.3: "others on /")', () => {
    const general = member({ memberTypeCode: '04' });
    expect(memberSiteRedirect('/High', '', general)).toBe('/');
    expect(memberSiteRedirect('/Elementary/Notice', '?a=1', general)).toBe('/Notice?a=1');
    expect(memberSiteRedirect('/Notice', '', general)).toBeNull();
  });
});

it('marks PureScreen routes for a full reload and no others', () => {
  expect(needsFullReload('NoticePureScreen')).toBe(true);
  expect(needsFullReload('Notice')).toBe(false);
});

describe('the router with the guard', () => {
  it.each(['TeacherShareRoom', 'ParticipationActivityManageList', 'MyLibraryClassList', 'ServiceRequest'])(
    "shows student1 '접근이 불가합니다.' on %s and takes them to their site's home",
    async (name) => {
      mockFetch();
      loginAs(STUDENT1);
      const { router } = renderApp(`/Elementary/${name}`);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('접근이 불가합니다.');
      await waitFor(() => expect(router.state.location.pathname).toBe('/Elementary'));
    },
  );

  it('lets teacher1 open TeacherShareRoom', async () => {
    mockFetch();
    loginAs(TEACHER1);
    const { router } = renderApp('/Elementary/TeacherShareRoom');
    expect(await screen.findByRole('heading', { level: 1, name: '교사 자료 공유방' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Elementary/TeacherShareRoom');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("answers manager1 on ApplyConsultingForm with '학생만 접근가능한 메뉴입니다.'", async () => {
    mockFetch();
    loginAs(MANAGER1);
    renderApp('/Elementary/ApplyConsultingForm');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('학생만 접근가능한 메뉴입니다.');
  });

  it('guards client-side navigations too, not only first loads', async () => {
    mockFetch();
    loginAs(STUDENT1);
    const { router } = renderApp('/Elementary/Notice');
    await screen.findByRole('heading', { level: 1, name: '공지사항' });
    await act(() => router.navigate('/Elementary/TeacherShareRoom'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('접근이 불가합니다.');
    expect(router.state.location.pathname).toBe('/Elementary');
  });

  it('moves a logged-in elementary student from the high-school site to their own', async () => {
    mockFetch();
    loginAs(STUDENT1);
    const { router } = renderApp('/High/Notice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Elementary/Notice'));
  });
});
