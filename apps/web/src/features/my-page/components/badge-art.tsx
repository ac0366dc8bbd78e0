import type { BadgeLevel, BadgeTypeCode } from '@reading/contract/codes/badge-types';

/** Each category's glyph, drawn on a 24-unit grid with round strokes (made for this project). */
const GLYPHS: Record<BadgeTypeCode, string> = {
  // 01 loan/return: an open book
  '01': 'M3 6.5c3-1.5 6-1.5 9 .5 3-2 6-2 9-.5V19c-3-1.5-6-1.5-9 .5-3-2-6-2-9-.5z M12 7v12.5',
  // 02 writing a reading activity: a pencil on a line
  '02': 'M5 17.5 6 13l9-9 3.5 3.5-9 9z M13 6l3.5 3.5 M4 21h16',
  // 03 reading club: three people
  '03': 'M12 10a2.6 2.6 0 1 0 0-5.2 2.6 2.6 0 0 0 0 5.2z M6 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M18 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M7.5 19.5c0-3 2-5 4.5-5s4.5 2 4.5 5 M2.5 18c0-2.2 1.5-3.8 3.5-3.8 M21.5 18c0-2.2-1.5-3.8-3.5-3.8',
  // 04 discussion room: two speech bubbles
  '04': 'M3 5h11v7H8l-3 3v-3H3z M10 15h6l3 3v-3h2V9h-4',
  // 05 golden bell: a bell
  '05': 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z M10 20.5a2 2 0 0 0 4 0 M12 3v2',
  // 06 balance game: a balance scale
  '06': 'M12 4v16 M8 20h8 M5 7h14 M5 7l-2.5 6h5z M19 7l-2.5 6h5z',
  // 07 reading marathon: a finish flag
  '07': 'M5 21V4 M5 4h12l-2 4 2 4H5',
  // 08 reading quiz: a question mark in a circle
  '08': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.4-1 1-1 1.7v.5 M12 17h.01',
};

/** Medal colours by level: bronze, silver, gold. */
const LEVEL_COLOURS: Record<BadgeLevel, { rim: string; face: string; ribbon: string }> = {
  1: { rim: '#b0703a', face: '#f6e4d2', ribbon: '#2f7de1' },
  2: { rim: '#7d8b99', face: '#eef2f6', ribbon: '#1f9d74' },
  3: { rim: '#c99a12', face: '#fdf3cf', ribbon: '#d9473f' },
};
const LOCKED = { rim: '#b8bec6', face: '#f1f3f5', ribbon: '#c8cdd3' };

/**
 * A badge's artwork: a medal in the level's metal with the category's glyph and one to three stars; a
 * locked badge is grey with a padlock. Decorative: the card beside it names the badge in text.
 */
export function BadgeArt({
  code,
  level,
  earned,
}: {
  code: BadgeTypeCode;
  level: BadgeLevel;
  earned: boolean;
}) {
  const c = earned ? LEVEL_COLOURS[level] : LOCKED;
  return (
    <svg
      className="badge-art"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 2h9l4 14-9 4z" fill={c.ribbon} />
      <path d="M44 2h-9l-4 14 9 4z" fill={c.ribbon} opacity="0.85" />
      <circle cx="32" cy="36" r="25" fill={c.rim} />
      <circle cx="32" cy="36" r="20" fill={c.face} />
      <g
        transform="translate(20 22)"
        fill="none"
        stroke={earned ? c.rim : '#9aa1aa'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={GLYPHS[code]} />
      </g>
      <g fill={earned ? c.rim : '#9aa1aa'}>
        {STAR_SLOTS.slice(0, level).map((i) => (
          <path
            key={i}
            transform={`translate(${32 + (i - (level - 1) / 2) * 8 - 3} 49.5) scale(0.25)`}
            d={STAR}
          />
        ))}
      </g>
      {earned ? null : (
        <g transform="translate(44 44)">
          <circle cx="8" cy="8" r="9" fill="#5b636d" />
          <path d="M4.5 8h7v5.5h-7z M6 8V6a2 2 0 0 1 4 0v2" fill="none" stroke="#fff" strokeWidth="1.5" />
        </g>
      )}
    </svg>
  );
}

const STAR_SLOTS = [0, 1, 2] as const;

/** A five-point star on a 24-unit grid. */
const STAR = 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z';
