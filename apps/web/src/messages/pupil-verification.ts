import { PUPIL_REQUEST_LABELS } from '@reading/contract/auth/pupil-verification';

/** Pupil verification's texts (decisions 220, 221): the pupil's banner and the staff's pending list. */
export const pupilVerificationMessages = {
  /** What a pending request is, by its type (the contract's names). */
  requestTypes: PUPIL_REQUEST_LABELS,
  label: '학생 인증 안내',
  title: '학생 인증을 기다리고 있습니다.',
  refusedTitle: '학생 인증이 거절되었습니다.',
  reason: '거절 사유:',
  explain:
    '인증 전에는 전체 공개 자료만 볼 수 있습니다. 우리 학교와 학급의 독서활동, 골든벨, 함께 읽기, 선생님께 쪽지는 인증 뒤에 열립니다. 인증 방법은 세 가지입니다.',
  wayTeacher: '담임 선생님이나 학교관리자가 가입 신청을 승인합니다.',
  wayCode: '선생님께 받은 학급 코드를 아래에 입력합니다.',
  wayCard: '학교 도서관에서 받은 연결 코드로 도서관 이용증을 연결합니다.',
  cardLink: '이용증 연결하기',
  codeLabel: '학급 코드',
  codeSubmit: '인증하기',
  codeRequired: '선생님께 받은 8자리 학급 코드를 입력해주세요.',
  listTitle: '학생 인증·학년반 변경 요청',
  listLead:
    '우리 반 학생이라고 가입했거나 학년·반을 바꾸려는 학생입니다. 확인 후 승인하거나 사유를 적어 거절해주세요.',
  empty: '기다리는 요청이 없습니다.',
  loadFailed: '요청 목록을 불러오지 못했습니다.',
  paging: '요청 목록 페이지',
  claimed: (grade: number | null, classNo: number | null) => `${grade ?? '-'}학년 ${classNo ?? '-'}반`,
  change: (from: string, to: string) => `${from} → ${to}`,
  requested: (date: string) => `신청 ${date}`,
  codesTitle: '학급 코드',
  codesLead:
    '학급 코드를 알려주면 학생이 직접 입력해 인증을 받습니다. 7일 동안 쓸 수 있고, 새로 발급하면 이전 코드는 더 이상 쓸 수 없습니다.',
  noClasses: '담당 학급이 없습니다. 아래에서 담당 학급을 추가하면 학급 코드를 발급할 수 있습니다.',
  noCode: '발급된 코드 없음',
  until: (date: string) => `${date}까지`,
  issue: '코드 발급',
  issueLabel: (cls: string) => `${cls} 학급 코드 발급`,
  revoke: '폐기',
  revokeLabel: (cls: string) => `${cls} 학급 코드 폐기`,
};
