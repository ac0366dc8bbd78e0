/** Reading-report contests (issue 16.3): the pages' Korean texts. */
export const reportContestMessages = {
  loginNeeded: '로그인 후 이용할 수 있습니다.',
  login: '로그인',
  listLead: '우리 학교 선생님이 여는 대회와 전국 대회에 내가 쓴 독후감으로 응모해 보세요.',
  nationwide: '전국',
  nationwideContest: '전국 대회',
  /** A school contest's scope when the school has no name to show. */
  ourSchool: '우리 학교',
  open: '대회 열기',
  empty: '열린 독후감 대회가 없습니다.',
  loading: '불러오는 중입니다.',
  loadError: '대회를 불러오지 못했습니다.',
  notFound: '대회를 찾을 수 없습니다.',
  period: (start: string, end: string) => `${dotted(start)} ~ ${dotted(end)}`,
  target: (grade: number | null) => (grade ? `${grade}학년` : '전 학년'),
  entries: (n: number) => `응모 ${n}편`,
  by: (name: string) => `담당 ${name}`,
  columns: {
    title: '대회',
    period: '응모 기간',
    target: '대상',
    status: '상태',
    scope: '범위',
    entries: '응모',
    student: '학생',
    report: '응모작',
    score: '점수',
    award: '상',
    comment: '심사평',
    judge: '심사',
  },
  theme: '주제',
  rules: '응모 방법',
  form: {
    title: '대회 이름',
    theme: '주제',
    rules: '응모 방법·심사 기준',
    targetGrade: '대상 학년',
    allGrades: '전 학년',
    startDate: '응모 시작일',
    endDate: '응모 마감일',
    save: '대회 열기',
    dateOrder: '응모 마감일은 시작일과 같거나 뒤여야 합니다.',
    dateRequired: '날짜를 선택해주세요.',
  },
  submit: {
    title: '나의 응모',
    choose: '응모할 독후감',
    placeholder: '독후감을 고르세요',
    noReports: '제출한 독후감이 없습니다. 먼저 독후감을 써서 제출해 주세요.',
    write: '독후감 쓰기',
    send: '응모하기',
    resend: '응모작 바꾸기',
    entered: (title: string) => `응모작: ${title}`,
    notOpen: '지금은 응모 기간이 아닙니다.',
    result: (award: string | null, score: number | null) =>
      award
        ? `${award} · ${score ?? '-'}점`
        : score !== null
          ? `${score}점 (수상하지 못했습니다)`
          : '심사 중',
  },
  judge: {
    title: '응모작 심사',
    none: '아직 응모작이 없습니다.',
    score: (name: string) => `${name} 학생 점수`,
    award: (name: string) => `${name} 학생 상`,
    comment: (name: string) => `${name} 학생 심사평`,
    noAward: '없음',
    save: '저장',
    publish: '결과 발표',
    confirmPublish: '결과를 발표하면 더 이상 응모하거나 심사를 바꿀 수 없습니다. 발표할까요?',
  },
  awards: '수상작',
  mine: {
    teacherTitle: '내가 연 독후감 대회',
    studentTitle: '나의 독후감 대회 응모',
    none: '아직 없습니다.',
    openTitle: '새 독후감 대회 열기',
    openNationTitle: '새 전국 독후감 대회 열기',
    nationHint: '운영자가 여는 대회는 전국 모든 학교 학생이 응모할 수 있고, 운영자가 심사합니다.',
    operatorTitle: '내가 연 전국 독후감 대회',
  },
  /** MyContestManage's tabs: every kind of contest the member took part in (decision 291). */
  kinds: {
    label: '나의 독서대회',
    report: '독후감 대회',
    marathon: '독서마라톤',
    goldenBell: '골든벨',
    balance: '밸런스 게임',
    counted: (name: string, n: number) => `${name} (${n})`,
    correct: (n: number) => `${n}문제 정답`,
    votes: (n: number) => `${n}명 투표`,
    pages: '목록 페이지',
  },
  /**
   * Code names (decision 210): empty here, so Korean shows the contract's and the server's names; the
   * English catalogue names the awards and the contests' states by code.
   */
  codes: {
    awards: {} as Record<string, string>,
    statuses: {} as Record<string, string>,
  },
} as const;

function dotted(yyyymmdd: string) {
  return `${yyyymmdd.slice(0, 4)}.${yyyymmdd.slice(4, 6)}.${yyyymmdd.slice(6, 8)}`;
}
