import { useLayoutEffect } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { seriesColour } from './chart-palette.ts';
import type { ChartDrawingProps } from './chart-types.ts';

/** Recharts' measuring span (recharts/lib/util/DOMUtils.js), made here first when it is not there yet. */
function measuringSpan(): HTMLElement {
  const id = 'recharts_measurement_span';
  const existing = document.getElementById(id);
  if (existing) return existing;
  const span = document.createElement('span');
  span.id = id;
  span.setAttribute('aria-hidden', 'true');
  document.body.appendChild(span);
  return span;
}

const AXIS_TICK = { fontSize: 12, fill: '#414b5a' };

/** The Recharts drawing of a chart. Decorative to assistive technology: Chart gives the text and table. */
export function ChartDrawing({
  kind,
  data,
  categoryKey,
  series,
  height,
  horizontal,
  dataCategories,
}: ChartDrawingProps) {
  // Recharts measures tick texts in a hidden span at the end of the body (made on first use, found by
  // its id); with data for categories it holds a datum, so it is marked as such (decision 210).
  useLayoutEffect(() => {
    if (dataCategories) measuringSpan().setAttribute('lang', 'ko');
  }, [dataCategories]);
  const legend = series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {kind === 'pie' ? (
        <PieChart>
          <Pie
            data={data}
            dataKey={series[0]?.key ?? 'value'}
            nameKey={categoryKey}
            outerRadius="75%"
            isAnimationActive={false}
            label
          >
            {data.map((row, index) => (
              <Cell key={String(row[categoryKey])} fill={seriesColour(index)} />
            ))}
          </Pie>
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
        </PieChart>
      ) : kind === 'line' ? (
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e9edf2" vertical={false} />
          <XAxis dataKey={categoryKey} tick={AXIS_TICK} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip />
          {legend}
          {series.map((s, index) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={seriesColour(index)}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#e9edf2" vertical={Boolean(horizontal)} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
              <YAxis type="category" dataKey={categoryKey} tick={AXIS_TICK} width={120} />
            </>
          ) : (
            <>
              <XAxis dataKey={categoryKey} tick={AXIS_TICK} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
            </>
          )}
          <Tooltip />
          {legend}
          {series.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={seriesColour(index)}
              maxBarSize={48}
              radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
