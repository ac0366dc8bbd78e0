/**
 * The login form's own texts that the site frame does not need (ko.ts holds the rest): they load with the
 * login page, not with the home page (decision 025's first-load budget).
 */
export const loginMessages = {
  /** Decision 201: a login on a shared school PC keeps nothing on the device. */
  sharedPcLabel: '공용 PC',
  sharedPcHint:
    '학교·도서관의 함께 쓰는 PC: 창을 닫으면 로그인이 끝나고 이용증·대출 정보를 이 기기에 남기지 않습니다. 통합 로그인(SSO)에도 적용됩니다.',
};
