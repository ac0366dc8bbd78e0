/**
 * Layout constants of spec 000 §9, for scripts (matchMedia, scroll offsets). CSS writes the same
 * widths in its media queries; see src/styles/tokens.css.
 */
export const BREAKPOINTS = {
  /** Above this is pc; up to it is small pc. */
  pc: 1180,
  /** Up to this is mobile (from 481px). */
  mobile: 768,
  /** Up to this is small mobile. */
  smallMobile: 480,
  /**
   * Some features treat 1000px or less as mobile: the top menu folds into the drawer and the header's
   * topic and popular-keyword buttons take a row of their own (their stylesheets' media queries).
   * Spec 000 §9's header height offset (144px small pc, 147px otherwise) has no use here: the header
   * scrolls with the page, nothing sits under a fixed one (decision 289).
   */
  featureMobile: 1000,
  /** Search behaviour switches at 600px or less. */
  search: 600,
} as const;

export type LayoutSize = 'pc' | 'smallPc' | 'mobile' | 'smallMobile';

export function layoutSizeOf(width: number): LayoutSize {
  if (width > BREAKPOINTS.pc) return 'pc';
  if (width > BREAKPOINTS.mobile) return 'smallPc';
  if (width > BREAKPOINTS.smallMobile) return 'mobile';
  return 'smallMobile';
}
