import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@reading/contract/community/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../../test/file-upload.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { SEED_FILES_DIR } from '../../../db/seed/community-files.ts';
import { UNATTACHED_UPLOAD_HOURS } from './files.service.ts';
import { scheduleUploadPurge, UPLOAD_PURGE_SCHEDULE } from './upload-purge.ts';

const t = useTestApp();
const who: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const id of ['operator1', 'manager1', 'student1', 'student4', 'teacher1'])
    who[id] = (await loginAs(t.app, id)).headers;
});
const png = readFileSync(path.join(SEED_FILES_DIR, 'library-map.png'));
const pdf = readFileSync(path.join(SEED_FILES_DIR, 'reading-class-guide.pdf'));

/** A multipart body with one file part, as a browser sends it. */
const upload = (as: string | null, fileName: string, data: Buffer, boundary?: string) =>
  uploadFile(t.app, as ? who[as]! : {}, { name: fileName, data, boundary });
const download = (url: string, as: string | null = null) => t.app.inject({ url, headers: as ? who[as] : {} });

describe('POST /schome/service/community/file/upload', () => {
  it('stores a PDF and a PNG whose content matches their names', async () => {
    const doc = await upload('manager1', '독서교실 안내.pdf', pdf);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().data).toMatchObject({
      originalFileName: '독서교실 안내.pdf',
      mimeType: 'application/pdf',
      imageYn: 'N',
      imageUrl: null,
      fileSize: pdf.length,
    });
    const image = await upload('manager1', '배치도.PNG', png);
    expect(image.json().data.imageUrl).toMatch(
      /^\/schome\/service\/community\/file\/image\/[0-9a-f]{32}\.png$/,
    );
  });

  it('answers 415 for a type not allowed and for content that does not match its name', async () => {
    for (const [name, data] of [
      ['script.exe', Buffer.from('MZ\x90\x00')],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
      ['disguised.png', Buffer.from('<svg onload="alert(1)"></svg>')],
      ['fake.pdf', png],
      ['noext', pdf],
    ] as const) {
      const res = await upload('manager1', name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual({
        status: 'FAIL',
        message:
          '첨부할 수 없는 파일 형식입니다. (bmp, jpeg, jpg, png, gif, pdf, hwp, doc, docx, xls, xlsx, pptx, zip)',
        data: null,
      });
    }
  });

  it('answers 413 past the size limit, keeping nothing', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const res = await upload('manager1', '큰 파일.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'FAIL',
      message: '첨부파일은 10MB 이하만 올릴 수 있습니다.',
      data: null,
    });
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.board_file where original_file_name = '큰 파일.pdf'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('answers 401 without a login and 400 for a body that is not a file upload', async () => {
    expect((await upload(null, 'a.pdf', pdf)).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/file/upload',
      headers: who.student1,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().status).toBe('FAIL');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/file/upload',
      headers: { ...who.student1, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().status).toBe('FAIL');
  });
});

describe('downloads', () => {
  it('gives the seeded school news PDF with its Korean name to a member of the school', async () => {
    const list = await download(
      '/schome/service/community/mySchoolLibraryInfo/list?pageSize=100',
      'student1',
    );
    const news = list
      .json()
      .data.popupList.find((n: { title: string }) => n.title === '2026 독서교실 참가 신청 안내');
    const detail = (
      await download(
        `/schome/service/community/mySchoolLibraryInfo/detail?mySchoolKey=${news.mySchoolKey}`,
        'student1',
      )
    ).json().data;
    const file = detail.fileList[0];
    expect(file).toMatchObject({
      originalFileName: '2026 독서교실 안내문.pdf',
      mySchoolFileKey: file.fileKey,
    });
    const res = await download(
      `/schome/service/community/mySchoolLibraryInfo/fileDownload?mySchoolFileKey=${file.fileKey}`,
      'student1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="2026 ____ ___.pdf"; filename*=UTF-8''${encodeURIComponent('2026 독서교실 안내문.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps an own-school post’s files from another school and from anonymous callers', async () => {
    const { rows } = await t.database.query(
      `select f.file_key from portal.board_file f join portal.board_post p on p.post_key = f.post_key where p.seed_key = 'demo-news-festival'`,
    );
    const url = `/schome/service/community/mySchoolLibraryInfo/fileDownload?mySchoolFileKey=${rows[0]!.file_key}`;
    expect((await download(url, 'student1')).statusCode).toBe(200);
    expect((await download(url, 'student4')).statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(404);
    expect(
      (
        await download(
          url.replace(
            'mySchoolLibraryInfo/fileDownload?mySchoolFileKey',
            'noticeBoard/fileDownload?noticeFileKey',
          ),
          'student1',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('gives an unattached upload only to its uploader, and an attached one to who may read the post', async () => {
    const up = (await upload('student1', '질문 사진.png', png)).json().data;
    const url = `/schome/service/community/file/download?fileKey=${up.fileKey}`;
    expect((await download(url, 'student1')).statusCode).toBe(200);
    expect((await download(url, 'student4')).statusCode).toBe(404);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/qnaBoard/save',
      headers: who.student1,
      payload: { title: '사진 첨부 문의', content: '사진을 보세요.', fileKeys: [up.fileKey] },
    });
    expect(asked.json().data.fileList).toEqual([
      expect.objectContaining({ fileKey: up.fileKey, originalFileName: '질문 사진.png' }),
    ]);
    expect((await download(url, 'manager1')).statusCode).toBe(200);
    expect((await download(url, 'teacher1')).statusCode).toBe(404);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/qnaBoard/save',
      headers: who.student4,
      payload: { title: '남의 파일', content: '가져가기', fileKeys: [up.fileKey] },
    });
    expect(taken.json()).toEqual({
      status: 'FAIL',
      message: '이미 다른 게시글에 첨부된 파일입니다.',
      data: null,
    });
  });

  it('attaches files to a staff post and lets its notice downloads go to anyone', async () => {
    const doc = (await upload('operator1', '공지 첨부.pdf', pdf)).json().data;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/board/save',
      headers: who.operator1,
      payload: {
        boardCode: 'notice',
        title: '첨부 공지',
        content: '<p>첨부를 보세요</p>',
        fileKeys: [doc.fileKey],
      },
    });
    expect(saved.json().data.fileCnt).toBe(1);
    const res = await download(
      `/schome/service/community/noticeBoard/fileDownload?noticeFileKey=${doc.fileKey}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('공지 첨부.pdf')}`,
    );
  });

  it('serves rich-text images inline with nosniff, and 404 for an unknown one', async () => {
    const image = (await upload('manager1', '그림.png', png)).json().data;
    const res = await download(image.imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await download('/schome/service/community/file/image/00000000000000000000000000000000.png'))
        .statusCode,
    ).toBe(404);
    expect(
      (await download('/schome/service/community/file/image/..%2F..%2Fetc%2Fpasswd')).statusCode,
    ).toBeLessThan(500);
  });
});

describe('uploads stay their uploader’s until attached (decision 225)', () => {
  const save = (as: string, fileKeys: number[], postKey?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/schome/service/community/board/save',
      headers: who[as],
      payload: {
        ...(postKey ? { postKey } : {}),
        boardCode: 'notice',
        title: '첨부 공지',
        content: '<p>첨부를 보세요</p>',
        fileKeys,
      },
    });

  it('refuses another member’s unattached upload by its fileKey, so a re-save cannot delete it', async () => {
    const mine = (await upload('student1', '독후감 그림.png', png)).json().data;
    const url = `/schome/service/community/file/download?fileKey=${mine.fileKey}`;
    const taken = await save('operator1', [mine.fileKey]);
    expect(taken.statusCode).toBe(400);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/qnaBoard/save',
      headers: who.student4,
      payload: { title: '남의 그림', content: '가져가기', fileKeys: [mine.fileKey] },
    });
    expect(asked.statusCode).toBe(400);
    // The stranger's own post, saved again without files, drops only its own files.
    const own = (await upload('operator1', '공지 첨부.pdf', pdf)).json().data;
    const post = (await save('operator1', [own.fileKey])).json().data;
    expect((await save('operator1', [], post.postKey)).statusCode).toBe(200);
    expect((await download(url, 'operator1')).statusCode).toBe(404);
    expect((await download(url, 'student1')).statusCode).toBe(200);
  });

  it('purges, from the job runner, what nothing took within a day: rows and stored files', async () => {
    const { files } = t.app.community;
    const loose = (await upload('teacher1', '남은 파일.pdf', pdf)).json().data;
    const attached = (await upload('operator1', '첨부.pdf', pdf)).json().data;
    expect((await save('operator1', [attached.fileKey])).statusCode).toBe(200);
    const shown = (await upload('operator1', '본문 그림.png', png)).json().data;
    const shownPost = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/board/save',
      headers: who.operator1,
      payload: {
        boardCode: 'notice',
        title: '그림 공지',
        content: `<p><img src="${shown.imageUrl}" alt="그림"></p>`,
        fileKeys: [],
      },
    });
    expect(shownPost.statusCode).toBe(200);
    const storageKeyOf = async (fileKey: number) => {
      const { rows } = await t.database.query(
        `select storage_key from portal.board_file where file_key = ${fileKey}`,
      );
      return (rows[0]?.storage_key as string | undefined) ?? null;
    };
    const looseKey = (await storageKeyOf(loose.fileKey))!;
    // A day has not passed: the job removes nothing of these.
    const hooks: Record<string, (() => Promise<unknown>)[]> = {};
    const fakeApp = {
      log: { info() {}, error() {} },
      metrics: { count() {}, jobRunning() {} },
      addHook: (name: string, fn: () => Promise<unknown>) => {
        hooks[name] = [...(hooks[name] ?? []), fn];
      },
    } as never;
    let clock = new Date();
    const job = scheduleUploadPurge(fakeApp, files, () => clock);
    try {
      expect(job.getPattern()).toBe(UPLOAD_PURGE_SCHEDULE);
      await job.trigger();
      expect(await storageKeyOf(loose.fileKey)).toBe(looseKey);
      clock = new Date(Date.now() + (UNATTACHED_UPLOAD_HOURS + 1) * 3_600_000);
      await job.trigger();
    } finally {
      await hooks.onClose![0]!();
    }
    expect(await storageKeyOf(loose.fileKey)).toBeNull();
    expect(await files.store.exists(looseKey)).toBe(false);
    const looseUrl = `/schome/service/community/file/download?fileKey=${loose.fileKey}`;
    expect((await download(looseUrl, 'teacher1')).statusCode).toBe(404);
    for (const kept of [attached, shown]) {
      const key = await storageKeyOf(kept.fileKey);
      expect(key).not.toBeNull();
      expect(await files.store.exists(key!)).toBe(true);
    }
    expect((await download(shown.imageUrl)).statusCode).toBe(200);
  });
});
