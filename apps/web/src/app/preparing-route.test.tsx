import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

/*
 * Every route of the spec is built (ClassManage was the last, decision 153), but the table still lets an
 * area land its route before its page: a 'preparing' route renders '서비스 준비중입니다.' inside the
 * frame. This file marks one built route as preparing to keep that path tested.
 */
vi.mock('../config/paths.ts', async (importOriginal) => {
  const paths = await importOriginal<typeof import('../config/paths.ts')>();
  return {
    ...paths,
    ROUTES: paths.ROUTES.map((route) =>
      route.name === 'ClassManage' ? { ...route, status: 'preparing' } : route,
    ),
  };
});

describe('a route the table marks preparing', () => {
  it.each([
    ['/ClassManage', '/'],
    ['/Elementary/ClassManage', '/Elementary'],
    ['/High/ClassManage', '/High'],
  ])('shows a preparing page inside the frame at %s, with a link to its site home', async (path, home) => {
    mockFetch();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '서비스 준비중입니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe(home);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
