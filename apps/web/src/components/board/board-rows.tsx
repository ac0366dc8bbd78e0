import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { koreaDate } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/locale.ts';
import { communityMessages } from '../../messages/community.ts';

const t = communityMessages.list;

export type BoardRow = {
  key: number;
  href: string;
  title: string;
  pinned: boolean;
  /** A school's or library's name shown before the title: data, marked Korean. */
  label?: string | null;
  /** A category named by its code (components/board/code-names.ts), in the reader's language. */
  kind?: string | null;
  /** A status mark shown at the end (답변대기 / 답변완료). */
  status?: { text: string; tone: 'waiting' | 'done' } | null;
  writer?: string | null;
  date: string;
  views?: number | null;
  files?: number;
};

/** yyyy-mm-dd of an ISO instant or a date, in Korean time. */
export const dateOf = (value: string) => koreaDate(value);

/**
 * A board's rows: pinned posts first with a '고정' mark (the server orders them), then numbered from the
 * total down, as Korean boards read. Cards rather than a table so a phone reads them without scrolling sideways.
 */
export function BoardRows({ rows, firstNumber }: { rows: readonly BoardRow[]; firstNumber: number }) {
  return (
    <ul className="board-rows">
      {rows.map((row, index) => {
        const mark: ReactNode = row.pinned ? (
          <span className="board-mark board-mark--pinned">{t.pinned}</span>
        ) : (
          <span className="board-row__number">{firstNumber - index}</span>
        );
        return (
          <li key={row.key} className={`board-row${row.pinned ? ' board-row--pinned' : ''}`}>
            <div className="board-row__mark">{mark}</div>
            <div className="board-row__body">
              <p className="board-row__title">
                {row.kind ? <span className="board-mark board-mark--label">{row.kind}</span> : null}
                {row.label ? (
                  <span className="board-mark board-mark--label" lang="ko">
                    {row.label}
                  </span>
                ) : null}
                <Link to={row.href} lang="ko">
                  {row.title}
                </Link>
              </p>
              <dl className="board-row__meta">
                {row.writer ? (
                  <div>
                    <dt className="visually-hidden">{t.writer}</dt>
                    <dd lang="ko">{row.writer}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="visually-hidden">{t.date}</dt>
                  <dd>{dateOf(row.date)}</dd>
                </div>
                {row.views !== undefined && row.views !== null ? (
                  <div>
                    <dt>{t.views}</dt>
                    <dd>{formatNumber(row.views)}</dd>
                  </div>
                ) : null}
                {row.files ? (
                  <div>
                    <dt className="visually-hidden">{communityMessages.detail.attachments}</dt>
                    <dd>{t.files(row.files)}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
            {row.status ? (
              <span className={`board-mark board-mark--${row.status.tone} board-row__status`}>
                {row.status.text}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
