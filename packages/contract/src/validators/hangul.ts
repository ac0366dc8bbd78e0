/**
 * Small Hangul helpers shared by client and server: initial consonants (초성) and final consonants
 * (받침). Written here rather than pulled from a package: they are a few lines of Unicode arithmetic.
 */
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

export function isHangulSyllable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** True for a compatibility-jamo consonant such as ㅎ or ㄱ (what users type for a 초성 search). */
export function isInitialConsonant(ch: string): boolean {
  return INITIALS.includes(ch) || 'ㄳㄵㄶㄺㄻㄼㄽㄾㄿㅀㅄ'.includes(ch);
}

/** '한국사' → 'ㅎㄱㅅ'; characters that are not Hangul syllables are kept as they are. */
export function initialsOf(text: string): string {
  let out = '';
  for (const ch of text) {
    if (isHangulSyllable(ch)) {
      out += INITIALS[Math.floor(((ch.codePointAt(0) ?? 0) - SYLLABLE_FIRST) / 588)];
    } else out += ch;
  }
  return out;
}

/** Whether the last Hangul syllable of `word` has a final consonant; null when it ends in another script. */
export function hasFinalConsonant(word: string): boolean | null {
  const last = [...word.trim()].at(-1);
  if (!last || !isHangulSyllable(last)) return null;
  return ((last.codePointAt(0) ?? 0) - SYLLABLE_FIRST) % 28 !== 0;
}

/**
 * NFKC turns the compatibility jamo people type (ㅎ U+314E, ㅏ U+314F, ㄳ U+3133) into conjoining jamo
 * (U+1112, U+1161, U+11AA), which render as empty boxes on their own. The map back is NFKC's own
 * inverse over the compatibility block, so every jamo it changes returns to the form that was typed.
 */
const CONJOINING_TO_COMPATIBILITY = (() => {
  const map = new Map<string, string>();
  for (let code = 0x3131; code <= 0x3163; code++) {
    const compatibility = String.fromCodePoint(code);
    const conjoining = compatibility.normalize('NFKC');
    if (conjoining !== compatibility) map.set(conjoining, compatibility);
  }
  return map;
})();

/** NFKC (full-width letters, composed syllables), keeping lone jamo as the compatibility jamo typed. */
export function normalizeKoreanText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u1100-\u11ff]/g, (ch) => CONJOINING_TO_COMPATIBILITY.get(ch) ?? ch);
}
