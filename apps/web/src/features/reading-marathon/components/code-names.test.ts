import { describe, expect, it } from 'vitest';
import { applyEnglishCatalogue } from '../../../messages/en/index.ts';
import { goalText, privacyName, statusName, typeName } from './code-names.ts';

/** A marathon's goal and codes in words (decision 210): the server's words in Korean, by code in English. */
const specific = {
  readingMarathonTypeCode: '01',
  goalUnitCode: null,
  goalCount: null,
  kdcCode: null,
  goalLabel: '지정 도서 4권',
};
const subject = {
  readingMarathonTypeCode: '03',
  goalUnitCode: null,
  goalCount: 5,
  kdcCode: '8',
  goalLabel: '문학 책 5권',
};
const pages = {
  readingMarathonTypeCode: '02',
  goalUnitCode: '02',
  goalCount: 800,
  kdcCode: null,
  goalLabel: '800쪽',
};
const books = {
  readingMarathonTypeCode: '02',
  goalUnitCode: '01',
  goalCount: 1,
  kdcCode: null,
  goalLabel: '책 1권',
};

describe("a marathon's goal and code names", () => {
  // Korean first: the English catalogue, once written over the messages, stays for the rest of the file.
  it('words the goal as the server does in Korean, and keeps the server’s names', () => {
    for (const m of [specific, subject, pages, books]) expect(goalText(m)).toBe(m.goalLabel);
    expect(goalText(specific, 3)).toBe('지정 도서 3권');
    expect(typeName('03', '주제 도서')).toBe('주제 도서');
    expect(statusName('02', '진행중')).toBe('진행중');
    expect(privacyName('02')).toBe('우리 학교 공개');
  });

  it('words the goal from its codes in English, with correct plurals', () => {
    applyEnglishCatalogue();
    expect(goalText(specific)).toBe('4 assigned books');
    expect(goalText(subject)).toBe('5 books in Literature');
    expect(goalText(pages)).toBe('800 pages');
    expect(goalText(books)).toBe('1 book');
    expect(typeName('03', '주제 도서')).toBe('Subject books');
    expect(statusName('02', '진행중')).toBe('In progress');
    expect(privacyName('02')).toBe('My school');
  });
});
