import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { parseTextbookLinks, textbookLinks } from './textbook-links.ts';

const t = useTestApp();
const url = '/schome/service/textbook/list';

async function get(query: string, who?: string) {
  const headers = who ? (await loginAs(t.app, who)).headers : {};
  const res = await t.app.inject({ url: `${url}${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('000 §2 textbook books: GET /schome/service/textbook/list', () => {
  it("000 §2 textbook books: a pupil (student1, grade 5) starts on grade 5's subjects, each book with its holdings, own school's counted", async () => {
    const { status, body } = await get('', 'student1');
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ schoolLevel: '01', grade: 5, subjectCode: 'KOR', pageIndex: 1 });
    expect(data.subjectList.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['국어', '사회', '과학', '도덕', '실과']),
    );
    expect(data.schName).toBeTruthy();
    expect(data.list.length).toBeGreaterThan(0);
    // The curated links of grade 5 come first, with their unit.
    expect(data.list[0].unitName).toBeTruthy();
    expect(data.list.some((b: { holdingCount: number }) => b.holdingCount > 0)).toBe(true);
    for (const b of data.list) expect(typeof b.schoolHoldingCount).toBe('number');
  });

  it('000 §2 textbook books: browsable by subject and grade, one book per work, paged', async () => {
    const { body } = await get('?schoolLevel=01&grade=5&subjectCode=HIS&pageSize=5');
    const data = body.data;
    expect(data).toMatchObject({ grade: 5, subjectCode: 'HIS', schName: null, pageSize: 5 });
    expect(data.list.length).toBeLessThanOrEqual(5);
    const titles = data.list.map((b: { title: string }) => b.title);
    expect(titles.some((t: string) => t.includes('한국사'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(data.totalCount).toBeGreaterThan(5);
    const second = (await get('?schoolLevel=01&grade=5&subjectCode=HIS&pageSize=5&pageIndex=2')).body.data;
    expect(second.list.map((b: { bookKey: number }) => b.bookKey)).not.toEqual(
      data.list.map((b: { bookKey: number }) => b.bookKey),
    );
    const anonymous = await get('');
    expect(anonymous.body.data).toMatchObject({ schoolLevel: '01', grade: 1 });
  });

  it('000 §2 textbook books: a subject the grade has not, or a grade the level has not, is a 400 in Korean', async () => {
    const science1 = await get('?schoolLevel=01&grade=1&subjectCode=SCI');
    expect(science1.status).toBe(400);
    expect(science1.body.message).toBe('subjectCode: 해당 학년에 없는 교과입니다.');
    const middle5 = await get('?schoolLevel=02&grade=5');
    expect(middle5.status).toBe(400);
    expect(middle5.body.message).toBe('grade: 학년이 학교급에 맞지 않습니다.');
    const bad = await get('?grade=9');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('grade');
    expect((await get('?subjectCode=xx')).status).toBe(400);
  });

  it('000 §2 textbook books: the curated file names real subjects of each level and grade', async () => {
    const links = textbookLinks();
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((l) => l.schoolLevel === '01' && l.grade === 5).length).toBeGreaterThan(10);
    expect(() =>
      parseTextbookLinks('school_level,grade,subject,unit,title,author\n01,x,KOR,u,t,a'),
    ).toThrow();
  });
});
