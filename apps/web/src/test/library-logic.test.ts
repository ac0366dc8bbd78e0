import { describe, expect, it } from 'vitest';
import { illActionsFor } from '../features/library-desk/lib/ill-actions.ts';
import { cleanScan } from '../features/library-desk/lib/scan.ts';
import { canCancel, loanMark, queueText } from '../lib/library/loan-marks.ts';

describe('the inter-library-loan steps a desk is offered', () => {
  const item = (status: Parameters<typeof illActionsFor>[0]['status']) => ({
    status,
    lendingLibCode: 'LIB7130165',
    borrowingLibCode: 'LIB7130102',
  });

  it('offers the lending library approve or refuse on a new request, and the borrowing library nothing', () => {
    expect(illActionsFor(item('REQUESTED'), 'LIB7130165')).toEqual(['approve', 'refuse']);
    expect(illActionsFor(item('REQUESTED'), 'LIB7130102')).toEqual([]);
  });

  it('follows the state machine: send after approval, receive by the borrower, return to the lender', () => {
    expect(illActionsFor(item('APPROVED'), 'LIB7130165')).toEqual(['send', 'refuse']);
    expect(illActionsFor(item('SENT'), 'LIB7130102')).toEqual(['receive']);
    expect(illActionsFor(item('SENT'), 'LIB7130165')).toEqual([]);
    expect(illActionsFor(item('RECEIVED'), 'LIB7130165')).toEqual(['return']);
  });

  it('offers nothing once a request is finished, nor to a library outside it', () => {
    expect(illActionsFor(item('RETURNED'), 'LIB7130165')).toEqual([]);
    expect(illActionsFor(item('REFUSED'), 'LIB7130165')).toEqual([]);
    expect(illActionsFor(item('REQUESTED'), 'LIB7201044')).toEqual([]);
  });
});

describe('loan and reservation marks', () => {
  it('marks an overdue loan with its days late, a current one as on loan', () => {
    expect(loanMark({ returnDate: null, overdueYn: 'Y', overdueDays: 3 })).toEqual({
      tone: 'danger',
      text: '연체 3일',
    });
    expect(loanMark({ returnDate: null, overdueYn: 'N', overdueDays: 0 })).toEqual({
      tone: 'info',
      text: '대출 중',
    });
  });

  it('tells a late return from an on-time one in the history', () => {
    expect(loanMark({ returnDate: '2026-11-01', overdueYn: 'N', overdueDays: 2 }).text).toBe('2일 늦게 반납');
    expect(loanMark({ returnDate: '2026-11-01', overdueYn: 'N', overdueDays: 0 }).text).toBe('반납');
  });

  it('shows the queue place while waiting and "ready" on the holds shelf', () => {
    expect(queueText({ status: 'WAITING', queuePosition: 2 })).toBe('2번째');
    expect(queueText({ status: 'READY', queuePosition: 0 })).toBe('대출 가능');
    expect(queueText({ status: 'EXPIRED', queuePosition: null })).toBe('기간 만료');
    expect(canCancel({ status: 'READY' })).toBe(true);
    expect(canCancel({ status: 'LOANED' })).toBe(false);
  });
});

describe('a scanned or typed code', () => {
  it('drops scanner control characters and spaces and reads lower case as the printed capitals', () => {
    expect(cleanScan('\u0002LS000001\u0003')).toBe('LS000001');
    expect(cleanScan(' ls000001\t')).toBe('LS000001');
    expect(cleanScan('7130102 000123')).toBe('7130102000123');
    expect(cleanScan('   ')).toBe('');
  });
});
