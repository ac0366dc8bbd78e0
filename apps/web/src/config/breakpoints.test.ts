import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, layoutSizeOf } from './breakpoints.ts';

const src = path.resolve(import.meta.dirname, '..');
const css = (file: string) => readFileSync(path.join(src, file), 'utf8');

describe('layout sizes of spec 000 §9', () => {
  it('puts each width in its band, edges included', () => {
    expect(layoutSizeOf(1181)).toBe('pc');
    expect(layoutSizeOf(1180)).toBe('smallPc');
    expect(layoutSizeOf(769)).toBe('smallPc');
    expect(layoutSizeOf(768)).toBe('mobile');
    expect(layoutSizeOf(481)).toBe('mobile');
    expect(layoutSizeOf(480)).toBe('smallMobile');
  });

  it('000 §9: 1000 px or less counts as mobile for the top menu and the header search row', () => {
    const query = `@media (max-width: ${BREAKPOINTS.featureMobile}px)`;
    expect(css('features/menus/components/menu-bar.css')).toContain(query);
    expect(css('features/header-search/components/header-search.css')).toContain(query);
  });

  it('000 §9: the header height offset (144/147 px) is not applied, the header scrolls away (decision 289)', () => {
    expect(css('components/layout/site-header.css')).not.toMatch(
      /\.site-header\s*\{[^}]*position:\s*(fixed|sticky)/,
    );
    expect(css('styles/tokens.css')).not.toContain('--header-offset');
  });
});
