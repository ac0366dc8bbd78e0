/** The teacher verification page's texts (decision 050). */
export const teacherApprovalMessages = {
  title: '교사 인증 관리',
  lead: '우리 학교 교사로 가입한 회원을 확인하고 승인해주세요. 승인 전에는 학생 정보와 교사 메뉴를 볼 수 없습니다.',
  statusLabel: '인증 상태',
  empty: '해당하는 교사가 없습니다.',
  joined: (date: string) => `가입 ${date}`,
  decided: (date: string) => `처리 ${date}`,
  reason: (reason: string) => `거절 사유: ${reason}`,
  approve: '승인',
  approveLabel: (name: string) => `${name} 승인`,
  refuse: '거절',
  refuseReasonFor: (name: string) => `${name} 거절 사유`,
  reasonRequired: '거절 사유를 2자 이상 입력해주세요.',
  paging: '교사 목록 페이지',
  loadFailed: '교사 목록을 불러오지 못했습니다.',
};
