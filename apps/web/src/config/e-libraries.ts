import type { RegionCode } from '@reading/contract/codes/regions';

/**
 * Regional school e-libraries for the quick menu (spec 000 §2, §9). Busan (C10), Daejeon (G10),
 * Ulsan (H10) and Chungnam (N10) have none: the button answers '서비스 준비중입니다.'. A10 (all) is no
 * region, so it has none either. The addresses are each office of education's e-library home as
 * published; operators check them before launch (docs/decisions/023-quick-menu.md).
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

export function eLibraryLink(provCode: string | null | undefined): string | null {
  if (!provCode) return null;
  return E_LIBRARY_LINKS[provCode as RegionCode] ?? null;
}

/**
 * The separate school-admin site a manager's quick button opens with `managerId` (spec 000 §2).
 * Deployments with one set VITE_SCHOOL_ADMIN_URL; without it the button opens this portal's own
 * circulation desk (LibraryDesk, docs/decisions/046).
 */
export const SCHOOL_ADMIN_URL: string | null = import.meta.env.VITE_SCHOOL_ADMIN_URL || null;

export function schoolAdminHref(managerId: string, adminUrl: string): string {
  const url = new URL(adminUrl, window.location.origin);
  url.searchParams.set('managerId', managerId);
  return url.toString();
}
