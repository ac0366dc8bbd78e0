import { describe, expect, it } from 'vitest';
import { BOOK_CHECK_MESSAGES, bookCheckSchema } from './book-check.ts';

describe('000 §3 book check object: isbn, schKey, memberKey', () => {
  it('000 §3 book check object: valid if at least one of isbn, schKey, memberKey is non-empty', () => {
    expect(bookCheckSchema.safeParse({ isbn: '978-89-364-3363-5' }).success).toBe(true);
    expect(bookCheckSchema.safeParse({ schKey: '3' }).success).toBe(true);
    expect(bookCheckSchema.safeParse({ memberKey: 12 }).success).toBe(true);
    expect(bookCheckSchema.parse({ isbn: '8936433636', memberKey: '' })).toEqual({ isbn: '9788936433635' });
  });

  it('000 §3 book check object: all three empty is refused with the Korean message', () => {
    for (const input of [{}, { isbn: '', schKey: '', memberKey: '' }, { isbn: '  ' }]) {
      const result = bookCheckSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BOOK_CHECK_MESSAGES.oneRequired);
    }
    expect(bookCheckSchema.safeParse({ isbn: '123' }).error?.issues[0]?.message).toBe(
      'isbn: ISBN 형식이 올바르지 않습니다.',
    );
  });
});
