import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog, getOpenDialogs, settleDialog } from './dialogs.ts';

describe('dialog queue', () => {
  it('resolves an alert when it is settled', async () => {
    let closed = false;
    const done = alertDialog('검색어를 입력해주세요.').then(() => {
      closed = true;
    });
    expect(closed).toBe(false);
    expect(getOpenDialogs()).toHaveLength(1);
    settleDialog(idOfLast());
    await done;
    expect(getOpenDialogs()).toHaveLength(0);
    expect(closed).toBe(true);
  });

  it('answers a confirm with the choice, and false when simply closed', async () => {
    const yes = confirmDialog('로그아웃하시겠습니까?');
    settleDialog(idOfLast(), true);
    expect(await yes).toBe(true);
    const no = confirmDialog('로그아웃하시겠습니까?');
    settleDialog(idOfLast());
    expect(await no).toBe(false);
  });
});

const idOfLast = () => getOpenDialogs().at(-1)!.id;
