import { josa } from 'es-hangul';

/** The particles the portal's messages attach to a word (issue 37.8: never the fallback "을(를)"). */
export type JosaOption = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/** How a digit is read (Sino-Korean), for the particle after a number: "3권을", "2반이". */
const DIGIT_READING = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
/** Capital letters whose names end in a consonant (엘, 엠, 엔, 알): "ISBN을", "URL로"; others end in a vowel. */
const LETTER_READING: Record<string, string> = { L: '엘', M: '엠', N: '엔', R: '알' };
/** The end of an English word as a loanword is read: "-l" 엘, "-m"/"-n"/"-ng" 엠, "-k"/"-p"/"-t" 익; else a vowel. */
const WORD_ENDINGS: [RegExp, string][] = [
  [/l$/, '엘'],
  [/(m|n|ng)$/, '엠'],
  [/[kpt]$/, '익'],
];

function latinReading(word: string): string {
  const run = word.match(/[a-z]+$/i)?.[0] ?? '';
  if (run === run.toUpperCase()) return LETTER_READING[run.at(-1) ?? ''] ?? '이';
  return WORD_ENDINGS.find(([end]) => end.test(run.toLowerCase()))?.[1] ?? '이';
}

/**
 * The syllable the particle follows: the word's last letter as it is read, closing quotes and brackets
 * aside, and private-use characters (marks a screen wraps data in, never text).
 */
function lastSpoken(word: string): string {
  const trimmed = word.replace(/[\s'"’”」』)\]}>.\uE000-\uF8FF]+$/u, '');
  const last = trimmed.at(-1) ?? '';
  if (/[0-9]/.test(last)) return DIGIT_READING[Number(last)] ?? last;
  if (/[a-z]/i.test(last)) return latinReading(trimmed);
  return last;
}

/** The particle alone for `word` (es-hangul's josa): "사과" → "를", "책" → "을", "3" → "을". */
export function josaOf(word: string, option: JosaOption): string {
  return josa.pick(lastSpoken(word) || word, option);
}

/** `word` with its particle: "동아리 이름" + '을/를' → "동아리 이름을"; "교과" → "교과를". */
export function withJosa(word: string, option: JosaOption): string {
  return `${word}${josaOf(word, option)}`;
}
