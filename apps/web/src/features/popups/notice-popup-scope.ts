import { NOTICE_POPUP_SCHOOL_LEVELS, type SchoolLevelCode } from '@reading/contract/codes/school-levels';
import { NOTICE_POPUP_DEFAULTS } from '@reading/contract/community/codes';

/** Who looks at the root page: the member's type and school level, or the site's level for a visitor. */
export type PopupViewer = { memberTypeCode?: string | null; schGropCode?: string | null } | null;

/**
 * The noticeBoard/list parameters of the notice popups (spec 001 §6, §7): provCode A10, popupYn Y,
 * eventYn A, the member type, and the school level in the popups' own reading (01 elementary,
 * 02 high, 03 middle) converted from the site-level code (01 elementary, 02 middle, 03 high): the
 * member's school first, else the site's.
 */
export function noticePopupQuery(viewer: PopupViewer, siteLevel: SchoolLevelCode | undefined) {
  const level = (viewer?.schGropCode ?? siteLevel) as SchoolLevelCode | undefined;
  const popupLevel =
    level && level in NOTICE_POPUP_SCHOOL_LEVELS ? NOTICE_POPUP_SCHOOL_LEVELS[level] : undefined;
  return {
    ...NOTICE_POPUP_DEFAULTS,
    ...(popupLevel ? { schGropCode: popupLevel } : {}),
    ...(viewer?.memberTypeCode ? { memberTypeCode: viewer.memberTypeCode } : {}),
  };
}
