/**
 * English for the parametrised messages (decision 211): each Korean template of the server and the
 * contract (`${withJosa(label, '을/를')} 입력해주세요.`, `대출 가능 권수(${n}권)를 …`) as a pattern, and the messages of
 * zod's Korean locale (the server's defaults for checks without a message of their own). A captured
 * label is translated through the dictionary (`label`), numbers and data pass through as they are.
 */

type Label = (korean: string) => string;
export type MessagePattern = readonly [RegExp, (label: Label, ...parts: string[]) => string];

/** A label inside a sentence: lower case, except acronyms ("ISBN", "DLS 안내"). */
export function inSentence(text: string): string {
  return /^[A-Z][A-Z0-9]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "the title" for a label the dictionary knows, the label as it came otherwise. */
const the = (label: Label, korean: string) => `the ${inSentence(label(korean))}`;
const The = (label: Label, korean: string) => sentenceCase(the(label, korean));
const plural = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

/** The topic particle a label ends with before a limit: 은 or 는 (es-hangul's josa, decision 256). */
const TOPIC = '(?:은|는)';
const re = (source: string) => new RegExp(`^${source}$`);

/** Interlibrary loan states and steps, as the ILL messages name them (ILL_STATUS_NAMES, ILL_ACTION_NAMES). */
const ILL_STATUS: Record<string, string> = {
  신청: 'Requested',
  승인: 'Approved',
  발송: 'Sent',
  도착: 'Received',
  '반납 완료': 'Returned',
  거절: 'Refused',
};
const ILL_ACTION_DONE: Record<string, string> = {
  승인: 'approved',
  발송: 'sent',
  '도착 확인': 'marked as received',
  '반납 확인': 'marked as returned',
  거절: 'refused',
};
const ILL_ACTIONS = Object.keys(ILL_ACTION_DONE).join('|');

/** The templates of the server and the contract. */
export const TEMPLATE_PATTERNS: readonly MessagePattern[] = [
  [re('(.+)(?:을|를) 입력해주세요\\.'), (l, x) => `Enter ${the(l, x)}.`],
  [re('(.+)(?:을|를) 선택해주세요\\.'), (l, x) => `Choose ${the(l, x)}.`],
  [re('(.+)(?:을|를) YYYY-MM-DD로 입력해주세요\\.'), (l, x) => `Enter ${the(l, x)} as YYYY-MM-DD.`],
  [re('(.+)(?:이|가) 너무 깁니다\\.'), (l, x) => `${The(l, x)} is too long.`],
  [re('(.+)(?:이|가) 올바르지 않습니다\\.'), (l, x) => `Invalid ${inSentence(l(x))}.`],
  [re('(.+)(?:은|는) 문자열이어야 합니다\\.'), (l, x) => `${The(l, x)} must be text.`],
  [re('(.+)(?:은|는) 정수로 입력해주세요\\.'), (l, x) => `Enter a whole number for ${the(l, x)}.`],
  [re('(.+)(?:은|는) (\\S+) 이상이어야 합니다\\.'), (l, x, n) => `${The(l, x)} must be at least ${n}.`],
  [re('(.+)(?:은|는) (\\S+) 이하여야 합니다\\.'), (l, x, n) => `${The(l, x)} must be at most ${n}.`],
  [
    re(`(.+?)${TOPIC} 1~(\\S+) 사이의 숫자여야 합니다\\.`),
    (l, x, n) => `${The(l, x)} must be a number from 1 to ${n}.`,
  ],
  [
    re(`(.+?)${TOPIC} 1~(\\S+) 사이의 정수여야 합니다\\.`),
    (l, x, n) => `${The(l, x)} must be a whole number from 1 to ${n}.`,
  ],
  [
    re(
      `(.+?)${TOPIC} (\\S+)자(?: 이내로 입력해주세요| 이하로 입력해주세요|까지 입력할 수 있습니다|까지 쓸 수 있습니다)\\.`,
    ),
    (l, x, n) => `${The(l, x)} can be at most ${plural(n, 'character', 'characters')}.`,
  ],
  [
    re(`(.+?)${TOPIC} (\\S+)바이트(?: 이내로 입력해주세요|까지 입력할 수 있습니다)\\.`),
    (l, x, n) => `${The(l, x)} can be at most ${plural(n, 'byte', 'bytes')}.`,
  ],
  [re('(\\S+)자까지 입력할 수 있습니다\\.'), (_, n) => `At most ${plural(n, 'character', 'characters')}.`],
  [
    re('(\\S+)자 이내로 입력해 ?주세요\\.'),
    (_, n) => `Enter at most ${plural(n, 'character', 'characters')}.`,
  ],
  [re('(\\S+)~(\\S+) 사이의 숫자여야 합니다\\.'), (_, a, b) => `Must be a number from ${a} to ${b}.`],
  [re('한 페이지에 1~(\\S+)건을 볼 수 있습니다\\.'), (_, n) => `A page can show 1 to ${n} items.`],
  [re('학년은 1~(\\S+) 사이로 선택해주세요\\.'), (_, n) => `Choose a grade from 1 to ${n}.`],
  [
    re('새 학년도 진급을 마쳤습니다\\. (\\S+)명이 한 학년 올라갔고 (\\S+)명이 졸업 처리되었습니다\\.'),
    (_, moved, graduated) =>
      `The new school year is set: ${moved} pupils moved up a grade and ${graduated} graduated.`,
  ],
  [
    re('읽은 쪽수를 1~(\\S+) 사이의 숫자로 입력해주세요\\.'),
    (_, n) => `Enter the pages read as a number from 1 to ${n}.`,
  ],
  [
    re('목표 권수는 (\\S+)권까지 정할 수 있습니다\\.'),
    (_, n) => `The goal can be at most ${plural(n, 'book', 'books')}.`,
  ],
  [
    re('대출 가능 권수\\((\\S+)권\\)를 모두 대출 중입니다\\.'),
    (_, n) => `The loan limit (${plural(n, 'book', 'books')}) has been reached.`,
  ],
  [
    re('예약은 최대 (\\S+)권까지 할 수 있습니다\\.'),
    (_, n) => `You can reserve at most ${plural(n, 'book', 'books')}.`,
  ],
  [
    re('같은 책이 우리 학교 서가에 있어 예약할 수 없습니다\\. 청구기호 (.+)에서 바로 대출해주세요\\.'),
    (_, callNo) =>
      `The same book is on your school's shelf, so it can't be reserved. Borrow it now at call number ${callNo}.`,
  ],
  [
    re('대출이 정지된 이용자입니다\\. \\((.*)\\)'),
    (_, reason) => `Borrowing is suspended for this patron. (${reason})`,
  ],
  [
    re("'(.+)' 상태에서는 '(.+)' 처리를 할 수 없습니다\\."),
    (_, status, action) =>
      `A request in the '${ILL_STATUS[status] ?? status}' state can't be ${ILL_ACTION_DONE[action] ?? action}.`,
  ],
  [
    re(`(${ILL_ACTIONS}) 처리되었습니다\\.`),
    (_, action) => `${sentenceCase(ILL_ACTION_DONE[action] ?? action)}.`,
  ],
  [re('첨부파일은 (\\S+)MB 이하만 올릴 수 있습니다\\.'), (_, n) => `Each attachment can be at most ${n} MB.`],
  [
    re('첨부파일은 (\\S+)개까지 올릴 수 있습니다\\.'),
    (_, n) => `You can attach at most ${plural(n, 'file', 'files')}.`,
  ],
  [
    re('첨부할 수 없는 파일 형식입니다\\. \\((.*)\\)'),
    (_, kinds) => `This file type can't be attached. (${kinds})`,
  ],
  [
    re('비밀번호를 (\\S+)회 이상 잘못 입력하여 계정이 잠겼습니다\\. (\\S+)분 후 다시 시도해주세요\\.'),
    (_, n, m) =>
      `The account is locked after ${plural(n, 'wrong password', 'wrong passwords')}. Try again in ${plural(m, 'minute', 'minutes')}.`,
  ],
  [
    // bannedWordsMessage: the words are what the member typed (data), joined by ", ".
    re('(.+?)(?:\\(은\\)는|은|는) 사용할 수 없는 단어입니다\\.'),
    (_, words) => `${words.includes(', ') ? 'These words are' : 'This word is'} not allowed: ${words}.`,
  ],
];

/** zod's Korean locale (zod/v4/locales/ko), which the server configures for checks without a message. */
const ZOD_FORMATS: Record<string, string> = {
  입력: 'input',
  '이메일 주소': 'email address',
  'ISO 날짜시간': 'ISO datetime',
  'ISO 날짜': 'ISO date',
  'ISO 시간': 'ISO time',
  'ISO 기간': 'ISO duration',
  'IPv4 주소': 'IPv4 address',
  'IPv6 주소': 'IPv6 address',
  'MAC 주소': 'MAC address',
  'IPv4 범위': 'IPv4 range',
  'IPv6 범위': 'IPv6 range',
  이모지: 'emoji',
  'base64 인코딩 문자열': 'base64-encoded string',
  'base64url 인코딩 문자열': 'base64url-encoded string',
  'JSON 문자열': 'JSON string',
  'E.164 번호': 'E.164 number',
  '신용카드 번호': 'credit card number',
  '통화 코드': 'currency code',
};
const ZOD_UNITS: Record<string, string> = { 문자: ' characters', 바이트: ' bytes', 개: ' items', 요소: '' };
const ZOD_SIZES: Record<string, string> = { 이하: '<=', 미만: '<', 이상: '>=', 초과: '>' };
const origin = (o: string) => (o === '값' ? 'value' : o);
const size = (word: string) => (_: Label, o: string, n: string, unit: string, adj: string) =>
  `Too ${word}: expected ${origin(o)} to have ${ZOD_SIZES[adj] ?? adj}${n}${ZOD_UNITS[unit] ?? ''}`;

export const ZOD_KO_PATTERNS: readonly MessagePattern[] = [
  [
    re('잘못된 입력: 예상 타입은 (instanceof )?(.+), 받은 타입은 (.+)입니다'),
    (_, instance, expected, received) =>
      `Invalid input: expected ${instance}${expected}, received ${received}`,
  ],
  [re('잘못된 입력: 값은 (.+) 이어야 합니다'), (_, value) => `Invalid input: expected ${value}`],
  [
    re('잘못된 옵션: (.+) 중 하나여야 합니다'),
    (_, values) => `Invalid option: expected one of ${values.replaceAll('또는 ', '|')}`,
  ],
  [re('(.+)이 너무 큽니다: (.+?)(문자|바이트|개|요소)? ?(이하|미만)(?:이어야|여야) 합니다'), size('big')],
  [re('(.+)이 너무 작습니다: (.+?)(문자|바이트|개|요소)? ?(이상|초과)(?:이어야|여야) 합니다'), size('small')],
  [re('잘못된 문자열: "(.*)"\\(으\\)로 시작해야 합니다'), (_, s) => `Invalid string: must start with "${s}"`],
  [re('잘못된 문자열: "(.*)"\\(으\\)로 끝나야 합니다'), (_, s) => `Invalid string: must end with "${s}"`],
  [re('잘못된 문자열: "(.*)"을\\(를\\) 포함해야 합니다'), (_, s) => `Invalid string: must include "${s}"`],
  [
    re('잘못된 문자열: 정규식 (.+) 패턴과 일치해야 합니다'),
    (_, p) => `Invalid string: must match pattern ${p}`,
  ],
  [re('잘못된 숫자: (.+)의 배수여야 합니다'), (_, n) => `Invalid number: must be a multiple of ${n}`],
  [re('인식할 수 없는 키: (.*)'), (_, keys) => `Unrecognized key(s) in object: ${keys}`],
  [re('잘못된 키: (.*)'), (_, o) => `Invalid key in ${o}`],
  [re('잘못된 값: (.*)'), (_, o) => `Invalid value in ${o}`],
  [re('잘못된 입력'), () => 'Invalid input'],
  [re('잘못된 (.+)'), (_, format) => `Invalid ${ZOD_FORMATS[format] ?? format}`],
];
