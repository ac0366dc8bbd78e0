import { EBOOK_HANDOVER_PATH, eLibraryLink } from '@reading/contract/codes/e-libraries';
import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { hrefFor } from '../../config/paths.ts';
import { SCHOOL_ADMIN_URL, schoolAdminHref } from '../../config/school-admin.ts';
import type { ShellMember } from '../../lib/member.ts';
import { ko } from '../../messages/ko.ts';

export type QuickMenuEntry =
  | { key: string; label: string; kind: 'link'; href: string }
  | { key: string; label: string; kind: 'external'; href: string }
  | { key: string; label: string; kind: 'post'; action: string; fields: Readonly<Record<string, string>> }
  | { key: string; label: string; kind: 'preparing' }
  | { key: string; label: string; kind: 'drawer' };

/**
 * The quick-menu buttons by site and role (spec 000 §2 Quick-menu floating buttons).
 * Main site: login (or textbook books once logged in), guide video, the library (DLS) shortcut.
 * School sites: e-library of the member's region, notices, my page, guide video, menu, textbook books,
 * write a reading activity, loan card; managers add the school-manager site, teachers and managers
 * the class application.
 */
export function quickMenuEntries(
  basePath: SiteBasePath,
  member: ShellMember | null,
  schoolAdmin: string | null = SCHOOL_ADMIN_URL,
): QuickMenuEntry[] {
  const link = (key: string, label: string, href: string): QuickMenuEntry => ({
    key,
    label,
    kind: 'link',
    href,
  });
  const guideVideo = link('guideVideo', ko.quickMenu.guideVideo, hrefFor('IntroduceGuide', { basePath }));
  if (basePath === '/') {
    return [
      member
        ? link('textbookBooks', ko.quickMenu.textbookBooks, hrefFor('Textbook', { basePath }))
        : link('login', ko.quickMenu.login, hrefFor('StudentLogin', { basePath })),
      guideVideo,
      link('library', ko.quickMenu.library, hrefFor('Dls', { basePath })),
    ];
  }
  const entries: QuickMenuEntry[] = [
    eLibraryEntry(member),
    link('notice', ko.quickMenu.notice, hrefFor('SchoolNotice', { basePath })),
  ];
  if (member) entries.push(link('myPage', ko.quickMenu.myPage, hrefFor('DashBoard', { basePath })));
  else entries.push(link('login', ko.quickMenu.login, hrefFor('StudentLogin', { basePath })));
  entries.push(guideVideo, { key: 'menu', label: ko.quickMenu.menu, kind: 'drawer' });
  entries.push(link('textbookBooks', ko.quickMenu.textbookBooks, hrefFor('Textbook', { basePath })));
  if (!member) return entries;
  entries.push(link('writeActivity', ko.quickMenu.writeActivity, hrefFor('contestForm', { basePath })));
  if (member.role !== 'manager') {
    entries.push(link('loanCard', ko.quickMenu.loanCard, hrefFor('Membership', { basePath })));
  }
  if (member.role === 'manager' && member.id) {
    entries.push(
      schoolAdmin
        ? {
            key: 'schoolManager',
            label: ko.quickMenu.schoolManager,
            kind: 'external',
            href: schoolAdminHref(member.id, schoolAdmin),
          }
        : link(
            'schoolManager',
            ko.quickMenu.schoolManager,
            hrefFor('LibraryDesk', { basePath, search: { managerId: member.id } }),
          ),
    );
  }
  if (member.isStaff) {
    entries.push(link('applyClass', ko.quickMenu.applyClass, hrefFor('applyClassForm', { basePath })));
  }
  return entries;
}

/**
 * The e-library of the member's region. A logged-in member goes through the SSO's hand-over (ebook.jsp,
 * decision 036), which checks the SSO session; a region without an e-library is '준비중'.
 */
function eLibraryEntry(member: ShellMember | null): QuickMenuEntry {
  const label = ko.quickMenu.eLibrary;
  const href = eLibraryLink(member?.provCode);
  if (!href) return { key: 'eLibrary', label, kind: 'preparing' };
  if (!member?.id || !member.provCode) return { key: 'eLibrary', label, kind: 'external', href };
  const fields: Record<string, string> = { areaCode: member.provCode, userKey: member.id };
  if (member.schGropCode) fields.gradeCode = member.schGropCode;
  return { key: 'eLibrary', label, kind: 'post', action: EBOOK_HANDOVER_PATH, fields };
}
