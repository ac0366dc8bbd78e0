/** One row of chart data: the category (a month, a region, a KDC class…) and one number per series. */
export type ChartRow = Record<string, string | number>;

/** A series drawn from each row's `key`, named `label` in the legend, the table header and the summary. */
export type ChartSeries = { key: string; label: string };

export type ChartKind = 'bar' | 'line' | 'pie';

export type ChartDrawingProps = {
  kind: ChartKind;
  data: ChartRow[];
  categoryKey: string;
  series: ChartSeries[];
  height: number;
  /** Bars laid out horizontally (long category names such as book titles). */
  horizontal?: boolean;
  /** The categories are data (Chart's `dataCategories`). */
  dataCategories?: boolean;
};
