import { REA_ACT_CODES } from '@reading/contract/activities/codes';
import { BADGE_TYPES } from '@reading/contract/codes/badge-types';
import type { PortfolioItem } from '@reading/contract/portfolio/portfolio';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import { activityMessages } from '../../../messages/reading-activities.ts';

/** A piece of an item's line: interface words, or data shown as stored (lang="ko", decision 210). */
export type Piece = { text: string; data: boolean };

const words = (text: string): Piece => ({ text, data: false });
const data = (text: string): Piece => ({ text, data: true });

/** An activity's kind from the Korean name the server put before its book ('독서감상문 · 어린 왕자'). */
function activityLine(subtitle: string): Piece[] {
  const kind = REA_ACT_CODES.find((c) => subtitle.startsWith(`${c.name} · `));
  if (!kind) return [data(subtitle)];
  return [
    words(activityMessages.codes.kinds[kind.code] ?? kind.name),
    words(' · '),
    data(subtitle.slice(kind.name.length + 3)),
  ];
}

/**
 * An item's title and line in the reader's language (decision 210). The server writes a badge's title and
 * level in Korean ('독서마라톤 배지', '2단계'): they are named again from the badge (refKey = code * 10 +
 * level); an activity's kind, when its line names one, by its code; books, loans and writing are data.
 */
export function itemText(item: Pick<PortfolioItem, 'itemType' | 'refKey' | 'title' | 'subtitle'>): {
  title: Piece[];
  subtitle: Piece[];
} {
  if (item.itemType === 'badge') {
    const code = String(Math.floor(item.refKey / 10)).padStart(2, '0');
    const name = BADGE_TYPES.find((b) => b.code === code)?.name;
    if (name)
      return {
        title: [words(t.detail.badgeTitle(name))],
        subtitle: [words(t.detail.badgeLevel(item.refKey % 10))],
      };
  }
  return {
    title: [data(item.title)],
    subtitle: item.itemType === 'activity' ? activityLine(item.subtitle) : [data(item.subtitle)],
  };
}

/** The pieces as plain text (the PDF, which carries its language for the whole document). */
export const plain = (pieces: Piece[]) => pieces.map((p) => p.text).join('');

/** The pieces on the page, each piece of data in its own lang="ko" span. */
export function Pieces({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.data ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed by the item
          <span key={i} lang="ko">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
