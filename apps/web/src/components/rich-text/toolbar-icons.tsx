export type ToolbarIconName =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'heading'
  | 'subheading'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

/** Letters for the text formats (as every editor shows them), strokes for the rest. */
const LETTERS: Partial<Record<ToolbarIconName, string>> = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
  heading: 'H2',
  subheading: 'H3',
};

const PATHS: Partial<Record<ToolbarIconName, string>> = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 13.5a1.5 1.5 0 1 1 2.5 1.2L3.5 17H6.5',
  blockquote: 'M4 6h16M4 12h10M4 18h13M8 6v12',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
};

const LETTER_STYLE: Partial<Record<ToolbarIconName, string>> = {
  bold: 'rich-text-icon--bold',
  italic: 'rich-text-icon--italic',
  underline: 'rich-text-icon--underline',
  strike: 'rich-text-icon--strike',
};

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  const letters = LETTERS[name];
  if (letters) {
    return (
      // The letters are drawn by CSS (data-glyph), so the button's visible text is only its name.
      <span
        className={`rich-text-icon ${LETTER_STYLE[name] ?? ''}`}
        data-glyph={letters}
        aria-hidden="true"
      />
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
