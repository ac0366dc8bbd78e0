import { describe, expect, it } from 'vitest';
import { commentWriteRequestSchema } from './comments.ts';

describe('comment contract', () => {
  it('refuses an empty comment naming the field', () => {
    const r = commentWriteRequestSchema.safeParse({ targetType: 'balance', targetKey: '1', content: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('content: 댓글 내용을 입력해주세요.');
  });

  it('takes an empty side as no side', () => {
    const r = commentWriteRequestSchema.parse({
      targetType: 'balance',
      targetKey: 3,
      content: '좋아요',
      sideCode: '',
    });
    expect(r.sideCode).toBeUndefined();
    expect(r.targetKey).toBe('3');
  });
});
