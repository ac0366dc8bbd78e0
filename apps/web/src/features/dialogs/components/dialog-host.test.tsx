import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog, getOpenDialogs } from '../../../lib/dialogs.ts';
import { DialogHost } from './dialog-host.tsx';

function renderHost() {
  return render(
    <>
      <button type="button">before</button>
      <DialogHost />
    </>,
  );
}

describe('DialogHost', () => {
  it("titles an alert '알림' when none is given and closes it with '닫기'", async () => {
    renderHost();
    let closed = false;
    act(() => {
      void alertDialog('검색어를 입력해주세요.').then(() => {
        closed = true;
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.textContent).toContain('검색어를 입력해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await act(async () => {});
    expect(closed).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(['Enter', ' ', 'Escape'])('closes an untitled alert on the key %j', (key) => {
    renderHost();
    act(() => void alertDialog('메시지'));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(['Enter', ' ', 'Escape'])('keeps a titled alert open on the key %j', (key) => {
    renderHost();
    act(() => void alertDialog('메시지', { title: '안내' }));
    const dialog = screen.getByRole('alertdialog', { name: '안내' });
    fireEvent.keyDown(dialog, { key });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('does not close an untitled alert on other keys', () => {
    renderHost();
    act(() => void alertDialog('메시지'));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'a' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it("answers a confirm with true on '확인' and false on '닫기'", async () => {
    renderHost();
    let answer: boolean | undefined;
    act(() => {
      void confirmDialog('로그아웃하시겠습니까?').then((a) => {
        answer = a;
      });
    });
    expect(screen.getByRole('alertdialog', { name: '알림' }).textContent).toContain('로그아웃하시겠습니까?');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await act(async () => {});
    expect(answer).toBe(true);
    act(() => {
      void confirmDialog('다시?').then((a) => {
        answer = a;
      });
    });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await act(async () => {});
    expect(answer).toBe(false);
  });

  it('moves focus into the dialog and gives it back on close', () => {
    renderHost();
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    act(() => void alertDialog('메시지'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(document.activeElement).toBe(before);
  });

  it('keeps Tab inside the dialog', () => {
    renderHost();
    act(() => void confirmDialog('확인할까요?'));
    const close = screen.getByRole('button', { name: '닫기' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('shows queued dialogs one after another', () => {
    renderHost();
    act(() => {
      void alertDialog('첫째');
      void alertDialog('둘째');
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('첫째');
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Enter' });
    expect(screen.getByRole('alertdialog').textContent).toContain('둘째');
    expect(getOpenDialogs()).toHaveLength(1);
  });
});
