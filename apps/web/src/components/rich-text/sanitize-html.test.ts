import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the formats the editor writes', () => {
    const html =
      '<h2>안내</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>' +
      '<ul><li><p>하나</p></li></ul><ol><li><p>둘</p></li></ol><blockquote><p>인용</p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements and event handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">글<script>alert(2)</script></p><img src="/a.png" onerror="x()" alt="그림">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
    expect(out).toContain('<p>글</p>');
    expect(out).toContain('alt="그림"');
  });

  it('drops javascript: links and keeps http links, opened in a new tab without an opener', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">나쁜</a><a href="https://www.example.kr/a">좋은</a>',
    );
    expect(out).not.toContain('javascript:');
    expect(out).toContain('href="https://www.example.kr/a"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('removes images that are not from http(s) or this site', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).not.toContain('<img');
    expect(sanitizeHtml('<img src="//evil.example/a.png" alt="a">')).not.toContain('<img');
    expect(sanitizeHtml('<img src="/schome/file/1" alt="a">')).toContain('src="/schome/file/1"');
  });

  it('removes styles, iframes, forms and data attributes', () => {
    const out = sanitizeHtml(
      '<p style="color:red" data-x="1">a</p><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>a</p>');
  });
});
