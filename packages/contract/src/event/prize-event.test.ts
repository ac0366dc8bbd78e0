import { describe, expect, it } from 'vitest';
import { PRIZE_MESSAGES, type PrizeEntryFields, prizeEntryProblem } from './prize-event.ts';

const valid: PrizeEntryFields = {
  phoneNumber: '010-1234-5678',
  under14Yn: 'N',
  parentAgreeYn: 'N',
  privacyInfoAgreeYn: 'Y',
};
const check = (patch: Partial<PrizeEntryFields>, type = '01', tenDigitsConfirmed = false) =>
  prizeEntryProblem({ ...valid, ...patch }, type, { tenDigitsConfirmed });
const msg = (message: string) => ({ kind: 'message', message });

describe('prize-event entry rules (spec 001 §5, in order)', () => {
  it('1. an empty phone', () => {
    expect(check({ phoneNumber: '  ' })).toEqual(msg('휴대폰 번호를 입력해주세요.'));
  });
  it('2. a phone not starting with 01', () => {
    expect(check({ phoneNumber: '02-123-4567' })).toEqual(msg('01로 시작하는 휴대폰 번호를 입력해주세요.'));
  });
  it('3. dashes removed, 10 or 11 digits', () => {
    expect(check({ phoneNumber: '010-123-456' })).toEqual(msg('휴대폰 번호를 확인해주세요.'));
    expect(check({ phoneNumber: '010-1234-56789' })).toEqual(msg('휴대폰 번호를 확인해주세요.'));
    expect(check({ phoneNumber: '010-12a4-5678' })).toEqual(msg('휴대폰 번호를 확인해주세요.'));
    expect(check({ phoneNumber: '01012345678' })).toBeNull();
  });
  it('4. ten digits ask to confirm, then go on', () => {
    expect(check({ phoneNumber: '011-123-4567' })).toEqual({ kind: 'confirmTenDigits' });
    expect(PRIZE_MESSAGES.phoneTenDigits).toBe('휴대전화가 10자리만 입력되어 있습니다. 정말 맞습니까?');
    expect(check({ phoneNumber: '011-123-4567' }, '01', true)).toBeNull();
  });
  it('5. under 14 needs the guardian’s consent', () => {
    expect(check({ under14Yn: 'Y', parentAgreeYn: 'N' })).toEqual(
      msg('만 14세 미만은 법정 대리인의 동의가 필요합니다.'),
    );
    expect(check({ under14Yn: 'Y', parentAgreeYn: 'Y' })).toBeNull();
  });
  it('6. a student must answer the age question; other members need not', () => {
    expect(check({ under14Yn: null })).toEqual(
      msg('응모자의 나이(만 14세 미만 여부)가 체크되지 않았습니다.'),
    );
    expect(check({ under14Yn: null }, '02')).toBeNull();
  });
  it('7. the privacy consent', () => {
    expect(check({ privacyInfoAgreeYn: 'N' })).toEqual(msg('개인정보 수집에 동의하지 않았습니다.'));
  });
  it('keeps the order: each rule answers before the ones after it', () => {
    const allWrong = { phoneNumber: '', under14Yn: 'Y', parentAgreeYn: 'N', privacyInfoAgreeYn: 'N' };
    expect(check(allWrong)).toEqual(msg(PRIZE_MESSAGES.phoneEmpty));
    expect(check({ ...allWrong, phoneNumber: '0212345678' })).toEqual(msg(PRIZE_MESSAGES.phonePrefix));
    expect(check({ ...allWrong, phoneNumber: '0101' })).toEqual(msg(PRIZE_MESSAGES.phoneLength));
    expect(check({ ...allWrong, phoneNumber: '0111234567' })).toEqual({ kind: 'confirmTenDigits' });
    expect(check({ ...allWrong, phoneNumber: '0111234567' }, '01', true)).toEqual(
      msg(PRIZE_MESSAGES.parentAgree),
    );
    expect(check({ ...allWrong, phoneNumber: '01012345678', under14Yn: null })).toEqual(
      msg(PRIZE_MESSAGES.ageQuestion),
    );
    expect(check({ ...allWrong, phoneNumber: '01012345678', under14Yn: 'N' })).toEqual(
      msg(PRIZE_MESSAGES.privacy),
    );
  });
});
