/**
 * The library card (DLS) pages' texts: check, update, card, cancel (decision 034).
 * Part of the one message catalogue (ko.ts holds the site frame's texts); a page's texts load with the page.
 */
export const membershipMessages = {
  consentTitle: 'DLS 정보 제공 동의',
  consentBody:
    '학교도서관(DLS)의 대출·예약 정보를 독서로에서 보여 드리기 위해 이용증 번호와 대출 정보를 제공하는 데 동의해주세요.',
  consentLegend: '동의 여부',
  agreeYes: '동의합니다',
  agreeNo: '동의하지 않습니다',
  ok: '확인',
  cancelConfirm: '도서관 이용증 연결을 해제하시겠습니까?',
  cancelTitle: '이용증 연결 해제',
  cancelButton: '연결 해제',
  cardTitle: '모바일 이용증',
  checkTitle: '이용증 확인',
  cardNoLabel: '이용증 번호',
  schoolLabel: '학교',
  consentLabel: '정보 제공 동의',
  checking: '확인 중',
  agreed: '동의함',
  notAgreed: '동의하지 않음',
  noCard: '연결된 도서관 이용증이 없습니다.',
  toUpdate: 'DLS 인증하기',
  linkCodeInvalid: '학교 도서관에서 받은 8자리 연결 코드를 입력해주세요.',
  updateTitle: 'DLS 인증',
  updateLead: '학교도서관(DLS) 이용증을 연결하면 모바일 이용증과 대출·예약 현황을 볼 수 있습니다.',
  stepsTitle: '이용증 연결 방법',
  stepDesk:
    '학교 도서관 대출반납 데스크에서 선생님께 "이용증 연결 코드"를 받으세요. 이용증 번호는 몰라도 됩니다.',
  stepEnter: '받은 8자리 코드(예: ABCD-EFGH)를 아래에 입력하세요. 코드는 하루 동안 한 번만 쓸 수 있습니다.',
  linkCodeInput: '연결 코드 (8자리)',
  cardRequiredLead: '모바일 이용증은 학교 도서관 이용증을 연결(DLS 인증)한 뒤에 볼 수 있습니다.',
  authenticate: '인증하기',
  schoolOnly: '학교에 소속된 회원만 DLS 인증을 할 수 있습니다.',
  cancelBody: (cardNo: string) =>
    `이용증 ${cardNo}의 연결을 해제하면 모바일 이용증과 대출·예약 현황을 볼 수 없습니다. 해제 후 다시 로그인해야 합니다.`,
  libraryOf: (schName: string) => `${schName} 도서관`,
  gradeClass: (grade: number, classNo: number | null) => `${grade}학년 ${classNo ?? ''}반`,
  barcodeLabel: (cardNo: string) => `이용증 번호 ${cardNo} 바코드`,
  linkedCard: (cardNo: string) => `현재 연결된 이용증: ${cardNo}`,
};
