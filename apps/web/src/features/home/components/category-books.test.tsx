import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SECTIONS_PATH = '/schome/service/main/home/sections';
const MESSAGE = '추천도서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

describe('the category recommended books tab', () => {
  it("001 §8: a recommended-book load error shows the server's message in an alert", async () => {
    mockFetch({ [SECTIONS_PATH]: () => jsonResponse({ status: 'FAIL', message: MESSAGE, data: null }, 400) });
    renderApp('/');
    fireEvent.click(await screen.findByRole('tab', { name: '분야별 추천도서' }));
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(dialog.textContent).toContain(MESSAGE);
    // The tab itself says the lists could not load, where they would be.
    expect(within(screen.getByRole('tabpanel')).getByText(/정보를 불러오지 못했습니다/)).toBeTruthy();
  });
});
