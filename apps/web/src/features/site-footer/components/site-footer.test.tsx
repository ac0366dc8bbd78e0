import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session-store.ts';
import { calledPaths, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FOOTER_PATH = '/schome/service/main/footer/detail';

const schoolFooter = {
  addr: '대구광역시 수성구 달구벌대로 2435',
  telNo: '053-111-2222',
  centerNo: '1600-9999',
  copyRight: 'Copyright © 대구초등학교',
};

function footerAnswer(url: URL) {
  return url.searchParams.get('schKey') === '7'
    ? jsonResponse({ status: 'OK', message: '', data: { footerDetail: schoolFooter } })
    : jsonResponse({ status: 'FAIL', message: '학교를 찾을 수 없습니다.', data: null }, 404);
}

async function footer() {
  return within(await screen.findByTestId('site-footer'));
}

async function expectServiceLines() {
  const f = await footer();
  await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe('대구광역시 동구 동내로 64'));
  expect(f.getByTestId('footer-tel').textContent).toBe('053-714-0114');
  expect(f.getByTestId('footer-center-no').textContent).toBe('1600-0000');
  expect(f.getByTestId('footer-copyright').textContent).toBe('Copyright © 독서로. All rights reserved.');
  expect(screen.getByTestId('site-footer').dataset.source).toBe('service');
}

describe('SiteFooter', () => {
  it("shows the service's lines on the main site without asking the server", async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/');
    await expectServiceLines();
    const f = await footer();
    expect(f.getByTestId('footer-hours').textContent).toBe('평일 09:00~18:00 (주말·공휴일 휴무)');
    expect(calledPaths(fetchMock).filter((p) => p.startsWith(FOOTER_PATH))).toEqual([]);
  });

  it('ignores a schKey on the main site, which has no school', async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/?schKey=7');
    await expectServiceLines();
    expect(calledPaths(fetchMock).filter((p) => p.startsWith(FOOTER_PATH))).toEqual([]);
  });

  it("shows the school's address, telephone and centre number on a school site with ?schKey", async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/Elementary?schKey=7');
    const f = await footer();
    await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe(schoolFooter.addr));
    expect(f.getByTestId('footer-tel').textContent).toBe(schoolFooter.telNo);
    expect(f.getByTestId('footer-center-no').textContent).toBe(schoolFooter.centerNo);
    expect(f.getByTestId('footer-copyright').textContent).toBe(schoolFooter.copyRight);
    expect(screen.getByTestId('site-footer').dataset.source).toBe('school');
    expect(calledPaths(fetchMock)).toContain(`${FOOTER_PATH}?schKey=7`);
  });

  it('remembers the chosen school for the visit', async () => {
    mockFetch({ [FOOTER_PATH]: footerAnswer });
    const { router } = renderApp('/Middle?schKey=7');
    await waitFor(() => expect(sessionStorage.getItem('schKey')).toBe('7'));
    await act(() => router.navigate('/Middle/Notice'));
    const f = await footer();
    await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe(schoolFooter.addr));
  });

  it('uses a school remembered from earlier in the visit on the same site', async () => {
    sessionStorage.setItem('schKey', '7');
    sessionStorage.setItem('schKeyBaseUrl', '/High');
    mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/High');
    const f = await footer();
    await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe(schoolFooter.addr));
  });

  it('does not carry a school chosen on one school site over to another', async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    const { router } = renderApp('/Elementary?schKey=7');
    await waitFor(() => expect(sessionStorage.getItem('schKeyBaseUrl')).toBe('/Elementary'));
    fetchMock.mockClear();
    await act(() => router.navigate('/High'));
    await expectServiceLines();
    expect(calledPaths(fetchMock).filter((p) => p.startsWith(FOOTER_PATH))).toEqual([]);
    await act(() => router.navigate('/Elementary/Faq'));
    const f = await footer();
    await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe(schoolFooter.addr));
  });

  it("prefers the logged-in member's school to the query", async () => {
    setSession({ token: 't', userId: 'u', schKey: '7', schName: '대구초등학교', memberTypeCode: '01' });
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/Elementary?schKey=8');
    const f = await footer();
    await waitFor(() => expect(f.getByTestId('footer-address').textContent).toBe(schoolFooter.addr));
    expect(calledPaths(fetchMock)).not.toContain(`${FOOTER_PATH}?schKey=8`);
  });

  it("falls back silently to the service's lines when the school is unknown", async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/Elementary?schKey=404');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(`${FOOTER_PATH}?schKey=404`));
    await expectServiceLines();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to the service's lines when the network fails", async () => {
    mockFetch({
      [FOOTER_PATH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/Elementary?schKey=7');
    await expectServiceLines();
  });

  it('ignores a malformed schKey without asking the server', async () => {
    const fetchMock = mockFetch({ [FOOTER_PATH]: footerAnswer });
    renderApp('/Elementary?schKey=abc');
    await expectServiceLines();
    expect(calledPaths(fetchMock).filter((p) => p.startsWith(FOOTER_PATH))).toEqual([]);
  });

  it('links the policies under the current site', async () => {
    mockFetch();
    renderApp('/Middle');
    const nav = await screen.findByRole('navigation', { name: '정책 및 약관' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['개인정보처리방침', '/Middle/PersonalPrivacy'],
      ['이용약관', '/Middle/UseCondition'],
      ['이메일무단수집거부', '/Middle/EmailRule'],
    ]);
  });
});
