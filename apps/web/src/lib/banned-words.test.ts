import { beforeEach, describe, expect, it } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { bannedWordsMessage } from './banned-words.ts';

describe('banned words on the client', () => {
  beforeEach(() => sessionStorage.clear());

  it('blocks text containing a listed word with the spec message, fetching the list once per session', async () => {
    const fetchMock = mockFetch({
      '/schome/service/block/words': () =>
        jsonResponse({ status: 'OK', message: '', data: ['바보', '멍청이'] }),
    });
    expect(await bannedWordsMessage('너는 바 보')).toBe('바보는 사용할 수 없는 단어입니다.');
    expect(await bannedWordsMessage('좋은 책')).toBeNull();
    expect(calledPaths(fetchMock)).toEqual(['/schome/service/block/words']);
    expect(JSON.parse(sessionStorage.getItem('blockWords') ?? '[]')).toEqual(['바보', '멍청이']);
  });
});
