import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './codes.ts';
import { schoolNewsListRequestSchema } from './my-school-library-info.ts';
import { noticeListRequestSchema } from './notice-board.ts';
import { qnaSaveRequestSchema } from './qna-board.ts';
import { boardSaveRequestSchema } from './staff.ts';

describe('the community contract', () => {
  it('defaults notice lists to page 1 of 10 in every region (A10) and school news to AL', () => {
    expect(noticeListRequestSchema.parse({})).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      provCode: 'A10',
      popupYn: 'A',
      eventYn: 'A',
    });
    expect(schoolNewsListRequestSchema.parse({ pageIndex: '' })).toMatchObject({
      provCode: 'AL',
      pageIndex: 1,
    });
  });

  it('refuses a page size over 100 and a page index under 1 with field-named messages', () => {
    const r = noticeListRequestSchema.safeParse({ pageSize: '101', pageIndex: '0' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).join(' ')).toMatch(
      /pageIndex: .*pageSize: |pageSize: .*pageIndex: /,
    );
  });

  it('refuses control characters in a title but allows line breaks in the body', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\nb', true)).toBe(false);
    expect(qnaSaveRequestSchema.safeParse({ title: 'x\u0007', content: '본문' }).success).toBe(false);
    expect(qnaSaveRequestSchema.parse({ title: '질문', content: '첫 줄\n둘째 줄' }).requestType).toBe('N');
  });

  it('refuses a schedule that ends before it starts', () => {
    const r = boardSaveRequestSchema.safeParse({
      boardCode: 'notice',
      title: '공지',
      content: '<p>본문</p>',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('endDate: 게시 종료일은 시작일과 같거나 이후여야 합니다.');
  });

  it('refuses a date that does not exist and control characters in staff HTML', () => {
    const base = { boardCode: 'notice', title: '공지', content: '<p>본문</p>' };
    expect(boardSaveRequestSchema.safeParse({ ...base, startDate: '2026-02-31' }).success).toBe(false);
    expect(boardSaveRequestSchema.safeParse({ ...base, startDate: '2026-02-28' }).success).toBe(true);
    expect(boardSaveRequestSchema.safeParse({ ...base, content: '<p>a\u0000b</p>' }).success).toBe(false);
  });
});
