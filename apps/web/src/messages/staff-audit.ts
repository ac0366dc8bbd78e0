import { STAFF_AUDIT_ACTION_LABELS } from '@reading/contract/ops/staff-audit';

/** The staff audit page's texts (decision 284). */
export const staffAuditMessages = {
  title: '작업 기록',
  leadSchool:
    '우리 학교에서 교사와 관리자가 한 승인, 반납, 삭제, 숨김, 코드 발급 기록입니다. 3개월 동안 보관합니다.',
  leadAll: '모든 학교와 운영자의 승인, 반납, 삭제, 숨김, 코드 발급 기록입니다. 3개월 동안 보관합니다.',
  filterLegend: '기록 찾기',
  action: '작업',
  allActions: '전체 작업',
  fromDate: '시작일',
  toDate: '종료일',
  search: '조회',
  reset: '초기화',
  // A copy: the English overlay replaces the catalogue's values in place.
  actions: { ...STAFF_AUDIT_ACTION_LABELS } as Record<string, string>,
  actedAt: '일시',
  actor: '처리자',
  target: '대상',
  school: '학교',
  origin: '접속 위치',
  national: '전체(운영)',
  roles: { '02': '교사', '03': '학교관리자', operator: '운영자' } as Record<string, string>,
  total: (n: number) => `총 ${n}건`,
  empty: '조건에 맞는 기록이 없습니다.',
  paging: '작업 기록 페이지',
  loadFailed: '작업 기록을 불러오지 못했습니다.',
  tableCaption: '직원 작업 기록',
};
