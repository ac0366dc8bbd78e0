/**
 * The home page's fixed tabs (spec 000 §2 Home page), each switchable by the server's main setup. Apart
 * from the zod schemas in main-setup.ts, so the home page takes them without zod (decision 026).
 */
export const MAIN_SETUP_TABS = [
  { setupCode: 'HOME', name: '홈' },
  { setupCode: 'READING_STATISTICS', name: '독서통계' },
  { setupCode: 'CATEGORY_BOOKS', name: '분야별 추천도서' },
] as const;

export type MainSetupCode = (typeof MAIN_SETUP_TABS)[number]['setupCode'];
