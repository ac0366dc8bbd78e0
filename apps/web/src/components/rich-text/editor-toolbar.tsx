import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { richTextMessages as t } from '../../messages/rich-text.ts';
import { ToolbarIcon, type ToolbarIconName } from './toolbar-icons.tsx';

export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading: boolean;
  subheading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

type Tool = {
  id: ToolbarIconName;
  label: string;
  /** Toggle buttons say whether the format is on (aria-pressed); actions do not. */
  pressed?: boolean;
  disabled?: boolean;
  /** Opens a panel: the button says so (aria-expanded). */
  expanded?: boolean;
  run: () => void;
};

type EditorToolbarProps = {
  editor: Editor;
  state: ToolbarState;
  openPanel: 'link' | 'image' | null;
  onPanel: (panel: 'link' | 'image') => void;
};

/**
 * The formatting toolbar: one tab stop, arrow keys move between the buttons (WAI-ARIA toolbar), each
 * button named, toggles with aria-pressed.
 */
export function EditorToolbar({ editor, state, openPanel, onPanel }: EditorToolbarProps) {
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { id: 'bold', label: t.bold, pressed: state.bold, run: () => chain().toggleBold().run() },
      { id: 'italic', label: t.italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
      {
        id: 'underline',
        label: t.underline,
        pressed: state.underline,
        run: () => chain().toggleUnderline().run(),
      },
      { id: 'strike', label: t.strike, pressed: state.strike, run: () => chain().toggleStrike().run() },
    ],
    [
      {
        id: 'heading',
        label: t.heading,
        pressed: state.heading,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        id: 'subheading',
        label: t.subheading,
        pressed: state.subheading,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        id: 'bulletList',
        label: t.bulletList,
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        id: 'orderedList',
        label: t.orderedList,
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        id: 'blockquote',
        label: t.blockquote,
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        id: 'link',
        label: t.link,
        pressed: state.link,
        expanded: openPanel === 'link',
        run: () => onPanel('link'),
      },
      { id: 'image', label: t.image, expanded: openPanel === 'image', run: () => onPanel('image') },
    ],
    [
      { id: 'undo', label: t.undo, disabled: !state.canUndo, run: () => chain().undo().run() },
      { id: 'redo', label: t.redo, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  return <RovingToolbar label={t.toolbar} groups={groups} />;
}

function RovingToolbar({ label, groups }: { label: string; groups: Tool[][] }) {
  const tools = groups.flat();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setActive(index);
    refs.current[index]?.focus();
  }

  let index = 0;
  const rendered: ReactNode[] = groups.map((group) => (
    <div key={group[0]?.id} className="rich-text-toolbar__group">
      {group.map((tool) => {
        const position = index++;
        return (
          <button
            key={tool.id}
            ref={(node) => {
              refs.current[position] = node;
            }}
            type="button"
            className="rich-text-toolbar__button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            aria-disabled={tool.disabled || undefined}
            tabIndex={position === active ? 0 : -1}
            onFocus={() => setActive(position)}
            onClick={() => {
              if (!tool.disabled) tool.run();
            }}
          >
            <ToolbarIcon name={tool.id} />
          </button>
        );
      })}
    </div>
  ));
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={label} onKeyDown={move}>
      {rendered}
    </div>
  );
}
