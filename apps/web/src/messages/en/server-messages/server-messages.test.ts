import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ko } from '../../ko.ts';
import { koEn } from '../ko.ts';
import { englishServerMessage } from './index.ts';
import { contractMessages, HANGUL, type SourceMessage, serverMessages } from './message-sources.ts';

const repoRoot = resolve(import.meta.dirname, '../../../../../..');

/** What a message leaves untranslated: Korean, or a hole's token the English dropped. */
function problemsOf(messages: readonly SourceMessage[]): string[] {
  return messages.flatMap((m) => {
    const english = englishServerMessage(m.sample);
    const dropped = m.holes.filter((token) => !english.includes(token));
    if (!HANGUL.test(english) && dropped.length === 0) return [];
    return [
      `${m.where}  ${m.text}  →  ${english}${dropped.length ? `  (dropped ${dropped.join(', ')})` : ''}`,
    ];
  });
}

/**
 * Helper calls whose message is a value passed along, each traced by hand to messages the scan finds
 * elsewhere. A new call the scan cannot follow fails the test: follow it, or add it here with its source.
 */
const PASSED_ON = new Map([
  ['apps/server/src/lib/errors.ts message', 'the helpers themselves; their defaults are scanned'],
  ['apps/server/src/modules/portal/auth/auth.routes.ts result.failure.message', 'auth.service AppErrors'],
  ['apps/server/src/modules/portal/block-words/banned-word-check.ts message', 'bannedWordsMessage'],
  ['apps/server/src/modules/portal/comments/comments.service.ts refusal.message', 'COMMENT_MESSAGES'],
  [
    'apps/server/src/modules/portal/event/prize-event.service.ts problem.message',
    'prizeEntryProblem: PRIZE_MESSAGES',
  ],
  [
    'apps/server/src/modules/portal/groups/reading-group.routes.ts message',
    'GROUP_MESSAGES.created/createdPending',
  ],
  [
    'apps/server/src/modules/portal/mypage/member-info.routes.ts message',
    'member-info.service update: MEMBER_INFO_MESSAGES.saved / PUPIL_VERIFY_MESSAGES.changeRequested',
  ],
  ['apps/server/src/modules/portal/quiz/contest.routes.ts message', 'step(…, CONTEST_MESSAGES.…)'],
  ['apps/server/src/modules/portal/quiz/quiz.routes.ts message', 'quiz.service save: QUIZ_MESSAGES'],
  [
    'apps/server/src/modules/search/holdings/holdings.service.ts state.message',
    'holdings.sql RAISE EXCEPTION',
  ],
  [
    'apps/server/src/plugins/errors.ts validationMessage(error.validation as Issue[])',
    'schemas; zod ko locale',
  ],
  ['apps/server/src/plugins/errors.ts error.message', 'AppError'],
]);

describe('the English of the server and the contract messages (decision 211)', () => {
  it("translates every Korean message of the contract's schemas and message constants", () => {
    const messages = contractMessages(repoRoot);
    // The scan itself works: the contract holds well over a thousand message literals.
    expect(messages.length).toBeGreaterThan(900);
    expect(messages.filter((m) => m.holes.length > 0).length).toBeGreaterThan(50);
    expect(problemsOf(messages)).toEqual([]);
  });

  it("translates every Korean message the server's error helpers and answers carry", () => {
    const scan = serverMessages(repoRoot);
    expect(scan.helperCalls).toBeGreaterThan(700);
    expect(scan.messages.length).toBeGreaterThan(400);
    expect(scan.messages.some((m) => m.where.includes('lib/errors.ts'))).toBe(true);
    expect(scan.messages.some((m) => m.where.endsWith('.sql:31'))).toBe(true);
    expect(problemsOf(scan.messages)).toEqual([]);
    const unresolved = scan.unresolved.map((u) => u.replace(/:\d+ /, ' '));
    expect([...new Set(unresolved)].sort()).toEqual([...PASSED_ON.keys()].sort());
  });

  it("translates zod's Korean locale, the server's message for checks without one", () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string(), 3],
      [z.date(), 'x'],
      [z.literal('Y'), 'N'],
      [z.enum(['a', 'b']), 'c'],
      [z.string().max(2), 'abc'],
      [z.string().min(2), 'a'],
      [z.array(z.int()).max(1), [1, 2]],
      [z.array(z.int()).min(1), []],
      [z.number().max(5), 6],
      [z.number().lt(5), 5],
      [z.number().min(5), 1],
      [z.number().gt(5), 5],
      [z.email(), 'x'],
      [z.iso.date(), 'x'],
      [z.iso.datetime(), 'x'],
      [z.string().regex(/^a$/), 'b'],
      [z.string().startsWith('a'), 'b'],
      [z.string().endsWith('a'), 'b'],
      [z.string().includes('a'), 'b'],
      [z.number().multipleOf(3), 4],
      [z.strictObject({}), { a: 1 }],
      [z.union([z.string(), z.number()]), null],
      [z.record(z.enum(['a']), z.string()), { b: 'x' }],
      [z.set(z.string()).max(0), new Set(['a'])],
    ];
    z.config(z.locales.ko());
    try {
      const pairs = schemas.map(([schema, input]) => {
        const issue = schema.safeParse(input).error?.issues[0];
        const message = `field: ${issue?.message ?? ''}`;
        return [message, englishServerMessage(message)] as const;
      });
      expect(pairs.every(([korean]) => HANGUL.test(korean))).toBe(true);
      expect(pairs.filter(([, english]) => HANGUL.test(english))).toEqual([]);
      expect(Object.fromEntries(pairs.slice(0, 6))).toEqual({
        'field: 잘못된 입력: 예상 타입은 string, 받은 타입은 number입니다':
          'field: Invalid input: expected string, received number',
        'field: 잘못된 입력: 예상 타입은 date, 받은 타입은 string입니다':
          'field: Invalid input: expected date, received string',
        'field: 잘못된 입력: 값은 "Y" 이어야 합니다': 'field: Invalid input: expected "Y"',
        'field: 잘못된 옵션: "a"또는 "b" 중 하나여야 합니다':
          'field: Invalid option: expected one of "a"|"b"',
        'field: string이 너무 큽니다: 2문자 이하여야 합니다':
          'field: Too big: expected string to have <=2 characters',
        'field: string이 너무 작습니다: 2문자 이상이어야 합니다':
          'field: Too small: expected string to have >=2 characters',
      });
    } finally {
      z.config(z.locales.en());
    }
  });

  it('keeps the field prefix, fills labels and numbers into their sentence, and counts in English', () => {
    expect(englishServerMessage('title: 제목을 입력해주세요.')).toBe('title: Enter a title.');
    expect(englishServerMessage('name: 동아리 이름을 입력해주세요.')).toBe('name: Enter the club name.');
    expect(englishServerMessage('groupKey: 독서동아리 번호가 올바르지 않습니다.')).toBe(
      'groupKey: Invalid reading club ID.',
    );
    expect(englishServerMessage('isbn: ISBN이 올바르지 않습니다.')).toBe('isbn: Invalid ISBN.');
    expect(englishServerMessage('title: 제목은 100바이트 이내로 입력해주세요.')).toBe(
      'title: The title can be at most 100 bytes.',
    );
    expect(englishServerMessage('대출 가능 권수(1권)를 모두 대출 중입니다.')).toBe(
      'The loan limit (1 book) has been reached.',
    );
    expect(englishServerMessage('대출 가능 권수(5권)를 모두 대출 중입니다.')).toBe(
      'The loan limit (5 books) has been reached.',
    );
    expect(englishServerMessage("'신청' 상태에서는 '발송' 처리를 할 수 없습니다.")).toBe(
      "A request in the 'Requested' state can't be sent.",
    );
    // Data inside a message (the words a member typed, a library's reason) stays as it came.
    expect(englishServerMessage('바보, 멍청이는 사용할 수 없는 단어입니다.')).toBe(
      'These words are not allowed: 바보, 멍청이.',
    );
    expect(englishServerMessage('list.0.title: 제목을 입력해주세요.')).toBe('list.0.title: Enter a title.');
  });

  it('passes English and unknown text through unchanged', () => {
    expect(englishServerMessage('Enter a title.')).toBe('Enter a title.');
    expect(englishServerMessage('note: Already English.')).toBe('note: Already English.');
    expect(englishServerMessage('처음 보는 메시지입니다.')).toBe('처음 보는 메시지입니다.');
  });

  it("gives the site frame's English where its catalogue holds the same Korean text (login compares them)", () => {
    const pairs: [string, string][] = [];
    const walk = (korean: unknown, english: unknown) => {
      if (typeof korean === 'string' && typeof english === 'string') pairs.push([korean, english]);
      else if (korean && english && typeof korean === 'object' && typeof english === 'object')
        for (const key of Object.keys(korean)) walk(korean[key as never], english[key as never]);
    };
    walk(ko, koEn);
    const shared = pairs.filter(([korean]) => englishServerMessage(korean) !== korean);
    expect(shared.map(([korean]) => korean)).toContain(ko.auth.signupNeeded);
    expect(shared.filter(([korean, english]) => englishServerMessage(korean) !== english)).toEqual([]);
  });
});
