import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table.tsx';

type Row = { key: number; title: string };
const messages = { loading: '불러오는 중입니다.', loadError: '불러오지 못했습니다.', empty: '없습니다.' };
const columns = [
  { label: '번호', cell: (r: Row) => r.key },
  { label: '제목', cell: (r: Row) => r.title },
];
const table = (query: Parameters<typeof PagedTable<Row>>[0]['query'], onPage = () => {}) =>
  render(
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(r) => r.key}
      caption="목록"
      onPage={onPage}
      className="demo-table"
      messages={messages}
    />,
  );

describe('PagedTable', () => {
  it('shows the loading, error and empty states instead of a table', () => {
    table({ isPending: true, isError: false }).unmount();
    expect(screen.queryByRole('table')).toBeNull();
    table({ isPending: true, isError: false });
    expect(screen.getByText('불러오는 중입니다.')).toBeTruthy();
    table({ isPending: false, isError: true });
    expect(screen.getByText('불러오지 못했습니다.')).toBeTruthy();
    table({ isPending: false, isError: false, data: { list: [], totalPage: 0, pageIndex: 1 } });
    expect(screen.getByText('없습니다.')).toBeTruthy();
  });

  it('draws one row per item, each cell labelled by its column, and pages through onPage', () => {
    const onPage = vi.fn();
    table(
      {
        isPending: false,
        isError: false,
        data: { list: [{ key: 7, title: '어린 왕자' }], totalPage: 3, pageIndex: 1 },
      },
      onPage,
    );
    const cell = screen.getByText('어린 왕자');
    expect(cell.getAttribute('data-label')).toBe('제목');
    expect(screen.getByRole('table').className).toBe('demo-table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['번호', '제목']);
    fireEvent.click(screen.getByRole('button', { name: /^2/ }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
