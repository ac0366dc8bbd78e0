import { Fragment, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { formatNumber } from '../../lib/locale.ts';
import { markData } from '../ui/marked.tsx';
import { CHART_MESSAGES } from './chart-messages.ts';
import type { ChartKind, ChartRow, ChartSeries } from './chart-types.ts';
import './chart.css';

export type { ChartKind, ChartRow, ChartSeries } from './chart-types.ts';

const ChartDrawing = lazy(() => import('./chart-drawing.tsx').then((m) => ({ default: m.ChartDrawing })));

export type ChartProps = {
  /** The figure's caption and the table's caption ("올해 월별 대출"). */
  title: string;
  kind: ChartKind;
  data: ChartRow[];
  /** The row field naming each category (month, region…), and its column header in the table. */
  categoryKey: string;
  categoryLabel: string;
  series: ChartSeries[];
  /** A sentence read before the figure; defaults to every category with its values. */
  summary?: string;
  height?: number;
  horizontal?: boolean;
  /**
   * The numbers' unit in the summary and the table: a text appended to the number ("%", "권"), or a
   * function writing the number with its unit in the reader's language (a catalogue's `(n) => '3 books'`).
   */
  unit?: string | ((value: number) => string);
  /**
   * The categories are data (book titles, schools, what members wrote): they are shown and read in
   * `lang="ko"` parts (decision 210), while the chart's own words follow the reader's language.
   */
  dataCategories?: boolean;
  /** Start on the table rather than the drawing (a page that is mostly numbers). */
  initialView?: 'chart' | 'table';
};

function formatValue(value: string | number | undefined, unit?: ChartProps['unit']) {
  if (value === undefined) return '-';
  if (typeof value === 'number' && typeof unit === 'function') return unit(value);
  const text = typeof value === 'number' ? formatNumber(value) : value;
  return typeof unit === 'string' ? `${text}${unit}` : text;
}

/** "1월 3권, 2월 5권" — the chart in words, for screen readers and as the drawing's label. */
export function chartSummary({
  data,
  categoryKey,
  series,
  unit,
}: Pick<ChartProps, 'data' | 'categoryKey' | 'series' | 'unit'>) {
  return data
    .map((row) => {
      const values = series.map((s) =>
        series.length > 1
          ? CHART_MESSAGES.seriesValue(s.label, formatValue(row[s.key], unit))
          : formatValue(row[s.key], unit),
      );
      return CHART_MESSAGES.summaryItem(String(row[categoryKey]), values);
    })
    .join(CHART_MESSAGES.summaryJoin);
}

/** The summary with each category in a lang="ko" part, for a chart whose categories are data. */
function markedSummary({ data, categoryKey, series, unit }: ChartProps): ReactNode {
  return data.map((row, i) => (
    <Fragment key={String(row[categoryKey])}>
      {i ? CHART_MESSAGES.summaryJoin : null}
      {markData(
        (category: string) =>
          chartSummary({ data: [{ ...row, [categoryKey]: category }], categoryKey, series, unit }),
        String(row[categoryKey]),
      )}
    </Fragment>
  ));
}

/**
 * An accessible chart (decision 083): a figure whose drawing (Recharts, loaded on first use) is labelled
 * with a text summary, and a table alternative of the same rows behind a toggle. The table stays in the
 * document for assistive technology even while the drawing is shown.
 */
export function Chart(props: ChartProps) {
  const { title, kind, data, categoryKey, categoryLabel, series, height = 240, horizontal, unit } = props;
  const [view, setView] = useState<'chart' | 'table'>(props.initialView ?? 'chart');
  const tableId = useId();
  const labelId = useId();
  // With data for categories the label is a hidden element with lang="ko" parts (an aria-label cannot
  // mark a part's language); otherwise a plain aria-label.
  const marked = props.dataCategories && props.summary === undefined;
  const summary = props.summary ?? chartSummary(props);
  const categoryLang = props.dataCategories ? 'ko' : undefined;

  if (data.length === 0) {
    return (
      <figure className="chart">
        <figcaption className="chart__title">{title}</figcaption>
        <p className="chart__empty">{CHART_MESSAGES.empty}</p>
      </figure>
    );
  }

  return (
    <figure className="chart">
      <div className="chart__head">
        <figcaption className="chart__title">{title}</figcaption>
        <button
          type="button"
          className="chart__toggle"
          aria-controls={tableId}
          aria-expanded={view === 'table'}
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
        >
          {view === 'chart' ? CHART_MESSAGES.showTable : CHART_MESSAGES.showChart}
        </button>
      </div>
      {view === 'chart' ? (
        <div
          className="chart__drawing"
          role="img"
          aria-label={marked ? undefined : `${title}: ${summary}`}
          aria-labelledby={marked ? labelId : undefined}
          lang={categoryLang}
        >
          <Suspense fallback={<div className="chart__placeholder" />}>
            <ChartDrawing
              kind={kind}
              data={data}
              categoryKey={categoryKey}
              series={series}
              height={height}
              horizontal={horizontal}
              dataCategories={props.dataCategories}
            />
          </Suspense>
        </div>
      ) : null}
      {marked ? (
        <span id={labelId} hidden>
          {title}: {markedSummary(props)}
        </span>
      ) : null}
      <div id={tableId} className={view === 'table' ? 'chart__table-wrap' : 'visually-hidden'}>
        <table className="chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={String(row[categoryKey])}>
                <th scope="row" lang={categoryLang}>
                  {row[categoryKey]}
                </th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(row[s.key], unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
