import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_MESSAGES as M } from '@reading/contract/teachersupport/share-room';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../../test/file-upload.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { SEED_FILES_DIR } from '../../../db/seed/community-files.ts';

const t = useTestApp();
const BASE = '/schome/service/teachersupport/teacherShareRoom';
const H: Record<string, Record<string, string>> = {};
const pdf = readFileSync(path.join(SEED_FILES_DIR, 'reading-class-guide.pdf'));

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: who ? H[who] : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function upload(who: string, fileName: string, data: Buffer) {
  const res = await uploadFile(t.app, H[who]!, { name: fileName, data, type: 'application/pdf' });
  return res.json().data.fileKey as number;
}

const material = (over: object = {}) => ({
  title: '그림책으로 여는 온작품 읽기 수업안',
  content: '<p>3학년 국어 <strong>온작품 읽기</strong> 4차시 수업안입니다.</p><script>alert(1)</script>',
  schLevelCode: '01',
  subjectCode: '01',
  tags: ['#그림책', '온작품읽기'],
  openScope: '04',
  fileKeys: [],
  ...over,
});

beforeAll(async () => {
  for (const id of ['teacher1', 'teacher2', 'teacher4', 'manager1', 'student1', 'operator1']) {
    H[id] = (await loginAs(t.app, id)).headers;
  }
});

describe('teacher share room', () => {
  it('refuses a student on every call with 403 접근이 불가합니다. (and a pending teacher), and asks a login first', async () => {
    const calls: [string, 'GET' | 'POST', string, object?][] = [
      ['student1', 'GET', '/list'],
      ['student1', 'GET', '/detail?postKey=1'],
      ['student1', 'POST', '/save', material()],
      ['student1', 'POST', '/like', { postKey: 1 }],
      ['student1', 'POST', '/delete', { postKey: 1 }],
    ];
    for (const [who, method, url, body] of calls) {
      const res = await call(who, method, url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(M.forbidden);
    }
    // A teacher whose verification is pending acts with no teacher rights (decision 050).
    expect((await call('teacher2', 'GET', '/list')).body.message).toBe(M.forbidden);
    expect((await call(null, 'GET', '/list')).status).toBe(401);
  });

  it('shares a material with a file every school downloads, with tags, search, likes and a download count', async () => {
    const fileKey = await upload('teacher1', '온작품 읽기 수업안.pdf', pdf);
    const saved = await call('teacher1', 'POST', '/save', material({ fileKeys: [fileKey] }));
    expect(saved.status).toBe(200);
    const { postKey, content, tags } = saved.body.data;
    expect(content).not.toContain('<script');
    expect(tags).toEqual(['그림책', '온작품읽기']);

    const byTag = await call('teacher4', 'GET', '/list?tag=%23그림책');
    expect(byTag.body.data.list.map((i: { postKey: number }) => i.postKey)).toContain(postKey);
    const byWord = await call(
      'teacher4',
      'GET',
      `/list?searchKeyword=${encodeURIComponent('온작품')}&subjectCode=01`,
    );
    expect(byWord.body.data.list[0].postKey).toBe(postKey);

    const liked = await call('teacher4', 'POST', '/like', { postKey });
    expect(liked.body.data).toEqual({ postKey, likedYn: 'Y', likeCount: 1 });
    expect((await call('teacher4', 'POST', '/like', { postKey })).body.data.likeCount).toBe(0);

    const file = await t.app.inject({
      url: `/schome/service/community/file/download?fileKey=${fileKey}`,
      headers: H.teacher4,
    });
    expect(file.statusCode).toBe(200);
    const student = await t.app.inject({
      url: `/schome/service/community/file/download?fileKey=${fileKey}`,
      headers: H.student1,
    });
    expect(student.statusCode).toBe(404);
    const detail = await call('teacher4', 'GET', `/detail?postKey=${postKey}`);
    expect(detail.body.data).toMatchObject({ downloadCount: 1, mineYn: 'N', fileCnt: 1 });
  });

  it("keeps an own-school material from another school's teacher, in the list, the detail and the file", async () => {
    const fileKey = await upload('teacher1', '우리 학교 도서관 활용 계획.pdf', pdf);
    const saved = await call(
      'teacher1',
      'POST',
      '/save',
      material({ title: '우리 학교만 보는 도서관 활용 계획', openScope: '02', fileKeys: [fileKey] }),
    );
    const { postKey } = saved.body.data;
    expect((await call('manager1', 'GET', `/detail?postKey=${postKey}`)).status).toBe(200);
    const other = await call('teacher4', 'GET', `/detail?postKey=${postKey}`);
    expect(other.status).toBe(404);
    const list = await call('teacher4', 'GET', '/list?pageSize=100');
    expect(list.body.data.list.map((i: { postKey: number }) => i.postKey)).not.toContain(postKey);
    expect((await call('teacher4', 'POST', '/like', { postKey })).status).toBe(404);
    const file = await t.app.inject({
      url: `/schome/service/community/file/download?fileKey=${fileKey}`,
      headers: H.teacher4,
    });
    expect(file.statusCode).toBe(404);
  });

  it('refuses banned words and bad input with Korean messages; only the writer edits or deletes', async () => {
    const banned = await call('teacher1', 'POST', '/save', material({ title: '병신 같은 수업' }));
    expect(banned.status).toBe(400);
    expect(banned.body.message).toContain('사용할 수 없는 단어입니다.');
    const bannedTag = await call('teacher1', 'POST', '/save', material({ tags: ['병신'] }));
    expect(bannedTag.status).toBe(400);
    const bad = await call('teacher1', 'POST', '/save', material({ subjectCode: '99' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('교과를 선택해주세요.');

    const { postKey } = (await call('teacher1', 'POST', '/save', material({ title: '지울 자료' }))).body.data;
    const notMine = await call('manager1', 'POST', '/delete', { postKey });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(M.notYours);
    expect((await call('teacher1', 'POST', '/delete', { postKey })).status).toBe(200);
    expect((await call('teacher1', 'GET', `/detail?postKey=${postKey}`)).status).toBe(404);
  });
});
