import type { RegionCode } from './regions.ts';

/**
 * Regional school e-libraries (spec 000 §2, §9; spec 001 §7 ebook.jsp), one table for the quick menu
 * and the SSO's ebook.jsp hand-over. Busan (C10), Daejeon (G10), Ulsan (H10) and Chungnam (N10) have
 * none: the user gets '서비스 준비중입니다.'. A10 (all) is no region, so it has none either. The addresses
 * are each office of education's e-library home as published; operators check them before launch
 * (docs/decisions/023-quick-menu.md, 036-ebook-hand-over.md).
 */
export const E_LIBRARY_LINKS: Partial<Record<RegionCode, string>> = {
  B10: 'https://e-lib.sen.go.kr',
  D10: 'https://elib.dge.go.kr',
  E10: 'https://elib.ice.go.kr',
  F10: 'https://elib.gen.go.kr',
  I10: 'https://elib.sje.go.kr',
  J10: 'https://lib.goe.go.kr/elib',
  K10: 'https://elib.gwe.go.kr',
  M10: 'https://elib.cbe.go.kr',
  P10: 'https://elib.jbe.go.kr',
  Q10: 'https://elib.jne.go.kr',
  R10: 'https://elib.gbe.kr',
  S10: 'https://elib.gne.go.kr',
  T10: 'https://elib.jje.go.kr',
  V10: 'https://elib.kedu.or.kr',
};

/** The e-library of a region (provCode / areaCode), or null when it has none. */
export function eLibraryLink(provCode: string | null | undefined): string | null {
  if (!provCode) return null;
  return E_LIBRARY_LINKS[provCode as RegionCode] ?? null;
}

/**
 * The SSO's hand-over to the regional e-library (spec 001 §7, decision 036): a logged-in member's
 * e-library button posts areaCode, gradeCode and userKey here instead of linking the e-library itself.
 */
export const EBOOK_HANDOVER_PATH = '/keris-sso/v1/ebook.jsp';
