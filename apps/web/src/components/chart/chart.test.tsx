import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, chartSummary } from './chart.tsx';

const loans = [
  { month: '1월', loans: 3, returns: 2 },
  { month: '2월', loans: 12, returns: 1 },
];

describe('Chart', () => {
  it('says the chart in words: each category with its values and unit', () => {
    expect(
      chartSummary({
        data: loans,
        categoryKey: 'month',
        series: [{ key: 'loans', label: '대출' }],
        unit: '권',
      }),
    ).toBe('1월 3권, 2월 12권');
    expect(
      chartSummary({
        data: loans,
        categoryKey: 'month',
        series: [
          { key: 'loans', label: '대출' },
          { key: 'returns', label: '반납' },
        ],
      }),
    ).toBe('1월 대출 3 반납 2, 2월 대출 12 반납 1');
  });

  it('labels the drawing with its summary and keeps the table for assistive technology', () => {
    render(
      <Chart
        title="올해 월별 대출"
        kind="bar"
        data={loans}
        categoryKey="month"
        categoryLabel="월"
        series={[{ key: 'loans', label: '대출' }]}
        unit="권"
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('올해 월별 대출: 1월 3권, 2월 12권');
    const table = screen.getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['월대출', '1월3권', '2월12권']);
  });

  it('switches between the drawing and the table with one button that says what it opens', () => {
    render(
      <Chart
        title="지역별 대출"
        kind="pie"
        data={loans}
        categoryKey="month"
        categoryLabel="월"
        series={[{ key: 'loans', label: '대출' }]}
      />,
    );
    const toggle = screen.getByRole('button', { name: '표로 보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: '차트로 보기' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('table').closest('div')?.className).toBe('chart__table-wrap');
  });

  it('shows an empty message and no table when there is nothing to draw', () => {
    render(
      <Chart title="월별 대출" kind="line" data={[]} categoryKey="month" categoryLabel="월" series={[]} />,
    );
    expect(screen.getByText('표시할 자료가 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
