/**
 * Series colours for charts, taken from the design tokens (styles/tokens.css). SVG presentation
 * attributes get literal colours; each is at least 3:1 against white (WCAG 1.4.11 graphics).
 */
export const CHART_PALETTE = ['#1f5fbf', '#24753a', '#5a3aa8', '#b45309', '#b42318', '#0e7490'] as const;

export function seriesColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}
