import { WORD_LIST_MESSAGES } from '@reading/contract/search/word-lists';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

/** The manager's edits of the school block list and the banned words (docs/decisions/014). */
const t = useTestApp();
type Headers = Record<string, string>;
const as: Record<'student' | 'teacher' | 'manager' | 'otherManager', Headers> = {
  student: {},
  teacher: {},
  manager: {},
  otherManager: {},
};

async function login(id: string): Promise<Headers> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/auth/member/login',
    payload: { id, password: 'demo1234!' },
  });
  const data = res.json().data;
  return { token: data.token, userId: data.userId, ...(data.schKey ? { schKey: String(data.schKey) } : {}) };
}

const OWN = '7130102';
const OTHER = '7201044';

beforeAll(async () => {
  // teacher4's school (7201044) gets a manager of its own for the cross-school cases.
  await t.database.query(`update portal.member set member_type_code = '03' where login_id = 'teacher4'`);
  as.student = await login('student1');
  as.teacher = await login('teacher1');
  as.manager = await login('manager1');
  as.otherManager = await login('teacher4');
});

const post = (url: string, payload: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const blockList = async (neisCode: string) =>
  (await t.app.inject({ url: `/alpasq/api/keyword/block/list?neisCode=${neisCode}` })).json().data.list;
const bannedWords = async () => (await t.app.inject({ url: '/schome/service/block/words' })).json().data;

describe('school block list editing', () => {
  it('lets a manager add a term that the school’s searches then refuse, and remove it again', async () => {
    const add = await post(
      '/alpasq/api/keyword/block/add',
      { neisCode: OWN, keyword: ' 시험  답안 ' },
      as.manager,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toEqual({ changed: true });
    expect(await blockList(OWN)).toContainEqual({ keyword: '시험 답안' });
    expect(await blockList(OTHER)).not.toContainEqual({ keyword: '시험 답안' });
    const logged = await post(
      '/alpasq/api/search/aggkw',
      { searchKeyword: '시험답안 모음', neisCode: OWN },
      {},
    );
    expect(logged.json().data).toEqual({ logged: false });

    const managed = await t.app.inject({
      url: `/alpasq/api/keyword/block/manage?neisCode=${OWN}`,
      headers: as.manager,
    });
    expect(managed.statusCode).toBe(200);
    const { list, neisCode } = managed.json().data;
    expect(neisCode).toBe(OWN);
    expect(list).toContainEqual(expect.objectContaining({ keyword: '시험 답안', neisCode: OWN }));
    expect(list).toContainEqual(expect.objectContaining({ keyword: '도박', neisCode: '' }));

    const del = await post(
      '/alpasq/api/keyword/block/delete',
      { neisCode: OWN, keyword: '시험 답안' },
      as.manager,
    );
    expect(del.statusCode).toBe(200);
    expect(await blockList(OWN)).not.toContainEqual({ keyword: '시험 답안' });
  });

  it('answers 403 to students, teachers and another school’s manager, 401 without a login', async () => {
    for (const headers of [as.student, as.teacher]) {
      const res = await post('/alpasq/api/keyword/block/add', { neisCode: OWN, keyword: '숙제' }, headers);
      expect(res.statusCode).toBe(403);
    }
    const other = await post(
      '/alpasq/api/keyword/block/add',
      { neisCode: OWN, keyword: '숙제' },
      as.otherManager,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(WORD_LIST_MESSAGES.otherSchool);
    const otherList = await t.app.inject({
      url: `/alpasq/api/keyword/block/manage?neisCode=${OWN}`,
      headers: as.otherManager,
    });
    expect(otherList.statusCode).toBe(403);
    const anonymous = await post('/alpasq/api/keyword/block/add', { neisCode: OWN, keyword: '숙제' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await blockList(OWN)).not.toContainEqual({ keyword: '숙제' });
  });

  it('refuses empty, too long, duplicate and nationwide terms with Korean messages', async () => {
    const cases: [object, number, string][] = [
      [{ neisCode: OWN, keyword: '   ' }, 400, `keyword: ${WORD_LIST_MESSAGES.keywordRequired}`],
      [{ neisCode: OWN, keyword: '가'.repeat(31) }, 400, `keyword: ${WORD_LIST_MESSAGES.keywordTooLong}`],
      [{ neisCode: '123', keyword: '숙제' }, 400, 'neisCode: 학교 코드는 7자리 숫자여야 합니다.'],
      [{ neisCode: OWN, keyword: '도박' }, 409, WORD_LIST_MESSAGES.keywordDuplicate],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/alpasq/api/keyword/block/add', payload, as.manager);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const nationwide = await post(
      '/alpasq/api/keyword/block/delete',
      { neisCode: OWN, keyword: '도박' },
      as.manager,
    );
    expect(nationwide.statusCode).toBe(403);
    expect(nationwide.json().message).toBe(WORD_LIST_MESSAGES.keywordNationwide);
    const missing = await post(
      '/alpasq/api/keyword/block/delete',
      { neisCode: OWN, keyword: '없는말' },
      as.manager,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WORD_LIST_MESSAGES.keywordNotFound);
  });
});

describe('banned word editing', () => {
  it('lets a manager add a nationwide banned word that the public list then answers, and remove it', async () => {
    const add = await post('/schome/service/block/words/add', { word: '바보멍청이' }, as.manager);
    expect(add.statusCode).toBe(200);
    expect(await bannedWords()).toContain('바보멍청이');
    const managed = await t.app.inject({ url: '/schome/service/block/words/manage', headers: as.manager });
    expect(managed.json().data.list).toContainEqual(
      expect.objectContaining({ word: '바보멍청이', source: 'ownSchool', removable: true }),
    );
    expect(managed.json().data.list).toContainEqual(
      expect.objectContaining({ word: '병신', source: 'seed', removable: false }),
    );

    const otherSchool = await post(
      '/schome/service/block/words/delete',
      { word: '바보멍청이' },
      as.otherManager,
    );
    expect(otherSchool.statusCode).toBe(403);
    expect(otherSchool.json().message).toBe(WORD_LIST_MESSAGES.wordOtherSchool);

    const del = await post('/schome/service/block/words/delete', { word: '바보멍청이' }, as.manager);
    expect(del.statusCode).toBe(200);
    expect(await bannedWords()).not.toContain('바보멍청이');
  });

  it('keeps the seeded words and refuses students, teachers and bad input', async () => {
    const seeded = await post('/schome/service/block/words/delete', { word: '병신' }, as.manager);
    expect(seeded.statusCode).toBe(403);
    expect(seeded.json().message).toBe(WORD_LIST_MESSAGES.wordSeeded);
    for (const headers of [as.student, as.teacher]) {
      expect((await post('/schome/service/block/words/add', { word: '메롱' }, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/schome/service/block/words/manage', headers })).statusCode).toBe(
        403,
      );
    }
    const cases: [object, number, string][] = [
      [{ word: '' }, 400, `word: ${WORD_LIST_MESSAGES.wordRequired}`],
      [{}, 400, `word: ${WORD_LIST_MESSAGES.wordRequired}`],
      [{ word: 'x'.repeat(31) }, 400, `word: ${WORD_LIST_MESSAGES.wordTooLong}`],
      [{ word: '병신' }, 409, WORD_LIST_MESSAGES.wordDuplicate],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/schome/service/block/words/add', payload, as.manager);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const missing = await post('/schome/service/block/words/delete', { word: '없는말' }, as.manager);
    expect(missing.statusCode).toBe(404);
    expect(await bannedWords()).not.toContain('메롱');
  });
});
