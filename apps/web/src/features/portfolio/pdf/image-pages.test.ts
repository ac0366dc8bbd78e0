import { describe, expect, it } from 'vitest';
import { imagePages } from './portfolio-pdf.ts';

// The text's width and height on an A4 page with 48 pt margins, in points.
const PAGE = { width: 499, height: 738 };
const sum = (slices: number[]) => slices.reduce((a, b) => a + b, 0);

describe('pictures in the portfolio PDF', () => {
  it('000 §9: PDF export steps a long report over the pages one page height at a time, up to 3.5 times the page height', () => {
    // A scanned report 998 px wide and 4 page heights long at the text's width: halved to the width, then
    // capped at 3.5 page heights, and laid out from the top of a new page in page-height steps.
    const plan = imagePages({ width: 998, height: 2 * PAGE.height * 4 }, { ...PAGE, room: 100 });
    expect(plan.newPage).toBe(true);
    expect(plan.slices).toEqual([PAGE.height, PAGE.height, PAGE.height, PAGE.height / 2]);
    expect(sum(plan.slices)).toBeCloseTo(PAGE.height * 3.5);
    expect(plan.scale).toBeCloseTo((PAGE.height * 3.5) / (2 * PAGE.height * 4));
  });

  it('000 §9: a long report starts in the room left on the page, then continues in page-height steps', () => {
    const plan = imagePages({ width: 499, height: 2000 }, { ...PAGE, room: 400 });
    expect(plan).toEqual({
      scale: 1,
      newPage: false,
      slices: [400, PAGE.height, PAGE.height, 2000 - 400 - 2 * PAGE.height],
    });
  });

  it('puts a picture that fits the room where it is, and one that fits a page on the next page', () => {
    expect(imagePages({ width: 300, height: 200 }, { ...PAGE, room: 400 })).toEqual({
      scale: 1,
      newPage: false,
      slices: [200],
    });
    expect(imagePages({ width: 998, height: 1200 }, { ...PAGE, room: 400 })).toEqual({
      scale: 0.5,
      newPage: true,
      slices: [600],
    });
  });
});
