/** InfoUpdate and MyCommunity's texts (issue 13; decisions 095, 096). */
export const myPageInfoMessages = {
  info: {
    title: '회원정보 수정',
    lead: '이름과 학년·반을 바꿀 수 있습니다. 아이디와 학교는 바꿀 수 없습니다.',
    formLabel: '회원정보',
    id: '아이디',
    school: '학교',
    noSchool: '소속 학교 없음',
    name: '이름',
    grade: '학년',
    classNo: '반',
    choose: '선택',
    gradeOption: (g: number) => `${g}학년`,
    classHint: '1~30 사이의 숫자',
    save: '저장',
    password: '비밀번호',
    passwordLink: '통합 로그인(SSO)에서 비밀번호 변경',
  },
  community: {
    title: '나의 커뮤니티',
    lead: '내가 쓴 글과 문의, 독서상담을 한곳에서 봅니다.',
    count: (n: number) => `${n}건`,
    /** Names the server sends along (sections, boards, statuses), by their Korean name; Korean shows them as sent. */
    names: {} as Record<string, string>,
    empty: '아직 작성한 글이 없습니다.',
    none: '이용한 커뮤니티 활동이 없습니다.',
    more: (name: string) => `${name} 바로가기`,
    pageLabel: (name: string) => `${name} 페이지`,
    sectionsLabel: '커뮤니티 항목',
  },
} as const;
