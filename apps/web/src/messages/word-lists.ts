import { josaOf } from '@reading/contract/korean/josa';
import { formatNumber } from '../lib/locale.ts';

/**
 * The search-word and banned-word management page's texts (decision 014).
 * Part of the one message catalogue (ko.ts holds the site frame's texts); a page's texts load with the page.
 */
export const wordListsMessages = {
  title: '검색어·금지어 관리',
  description: '학교도서관 관리자가 우리 학교의 차단 검색어와 전국 공통 금지어를 관리합니다.',
  managerOnly: '학교도서관 관리자만 이용할 수 있습니다.',
  noSchool: '소속 학교가 확인되지 않아 차단 검색어를 관리할 수 없습니다.',
  blockTitle: '우리 학교 차단 검색어',
  blockHelp: '우리 학교 사이트에서 검색할 수 없는 말입니다. 전국 공통 차단 검색어는 삭제할 수 없습니다.',
  blockInput: '차단할 검색어',
  bannedTitle: '금지어',
  bannedHelp:
    '회원이 글에 쓸 수 없는 말로, 전국에 적용됩니다. 우리 학교에서 추가한 금지어만 삭제할 수 있습니다.',
  bannedInput: '추가할 금지어',
  add: '추가',
  remove: '삭제',
  removeLabel: (word: string) => `${word} 삭제`,
  nationwide: '전국 공통',
  ownSchool: '우리 학교',
  seeded: '기본',
  otherSchool: '다른 학교',
  empty: '등록된 말이 없습니다.',
  count: (n: number) => `${formatNumber(n)}개`,
  loadFailed: '목록을 불러오지 못했습니다.',
  added: (word: string) => `'${word}'${josaOf(word, '을/를')} 추가했습니다.`,
  removed: (word: string) => `'${word}'${josaOf(word, '을/를')} 삭제했습니다.`,
  confirmRemove: (word: string) => `'${word}'${josaOf(word, '을/를')} 삭제하시겠습니까?`,
};
