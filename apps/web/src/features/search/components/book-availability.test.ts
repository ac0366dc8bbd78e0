import type { BookDetail } from '@reading/contract/search/detail';
import { describe, expect, it } from 'vitest';
import { availabilityOf } from './book-availability.ts';

const OWN = '7130102';
const GROUP = '7130165';
const FAR = '7201044';

function copy(neisCode: string, status: 'AVAILABLE' | 'ON_LOAN', libCode = `LIB${neisCode}`) {
  return {
    bookKey: 1,
    volume: null,
    libCode,
    libName: `${neisCode} 도서관`,
    neisCode,
    provCode: 'B10',
    callNo: '813-가',
    regNo: `${neisCode}-${status}`,
    status,
    statusName: status === 'AVAILABLE' ? '대출가능' : '대출중',
    dueDate: null,
  };
}

function detail(holdings: ReturnType<typeof copy>[], reservableYn: 'Y' | 'N' = 'N'): BookDetail {
  return {
    book: {
      bookKey: 1,
      isbn: null,
      title: '책',
      subtitle: null,
      author: null,
      publisher: null,
      pubYear: null,
      volume: null,
      kdc: null,
      kdcName: null,
      categoryCode: null,
      pubFormCode: 'BK',
      languageCode: 'kor',
    },
    work: { workKey: '책|', series: null, volumes: [], recordCount: 1, records: [] },
    holdings,
    holdingCount: holdings.length,
    availableCount: holdings.filter((h) => h.status === 'AVAILABLE').length,
    reservableYn,
    loginRequiredYn: 'N',
  };
}

const member = { neisCode: OWN, groupNeisCodes: new Set([OWN, GROUP]) };

describe('what a member can do about a book (issue 25.2)', () => {
  it('borrows at the own school when a copy there is free, whatever else holds it', () => {
    expect(availabilityOf(detail([copy(GROUP, 'AVAILABLE'), copy(OWN, 'AVAILABLE')]), member).kind).toBe(
      'borrow',
    );
  });

  it('reserves when the own school holds it and every copy is out', () => {
    expect(availabilityOf(detail([copy(OWN, 'ON_LOAN'), copy(GROUP, 'AVAILABLE')], 'Y'), member).kind).toBe(
      'reserve',
    );
  });

  it('offers an inter-library loan from each school of the group with a free copy when the own school lacks it', () => {
    expect(
      availabilityOf(
        detail([copy(FAR, 'AVAILABLE'), copy(GROUP, 'AVAILABLE'), copy(GROUP, 'AVAILABLE')]),
        member,
      ),
    ).toEqual({ kind: 'ill', lenders: [`LIB${GROUP}`] });
  });

  it('says why nothing applies: the group’s copies are out, only far schools hold it, nobody does', () => {
    expect(availabilityOf(detail([copy(GROUP, 'ON_LOAN'), copy(FAR, 'AVAILABLE')]), member).kind).toBe(
      'illBusy',
    );
    expect(availabilityOf(detail([copy(FAR, 'AVAILABLE')]), member).kind).toBe('elsewhere');
    expect(availabilityOf(detail([]), member).kind).toBe('none');
  });

  it('asks a visitor without a school to log in, unless no school holds the book', () => {
    expect(availabilityOf(detail([copy(FAR, 'AVAILABLE')]), null).kind).toBe('login');
    expect(availabilityOf(detail([]), null).kind).toBe('none');
  });
});
