import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { ImagePanel, LinkPanel } from './editor-panels.tsx';
import { EditorToolbar, type ToolbarState } from './editor-toolbar.tsx';
import './rich-text.css';
import './rich-text-editor.css';
import './prosemirror.css';

export type UploadImage = (file: File) => Promise<{ url: string }>;

type RichTextEditorProps = {
  /** The id of the visible label naming the editor. */
  labelId: string;
  /** The HTML to start from (an edit); later changes of this prop are not pushed into the editor. */
  initialHtml: string;
  /** Called on every change with the editor's HTML, or '' when it holds no text and no image. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Uploads an image through the attachment API and answers its address. */
  uploadImage: UploadImage;
  invalid?: boolean;
  describedBy?: string;
};

type Panel = 'link' | 'image' | null;

/**
 * The editable area is a labelled multi-line text box; invalid and described as the form says. What
 * staff write is data, marked Korean in either interface language (decision 210).
 */
function contentAttributes(labelId: string, describedBy?: string, invalid?: boolean): Record<string, string> {
  return {
    class: 'rich-text rich-text-editor__content',
    lang: 'ko',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

/**
 * The staff's rich-text editor (decision 077): Tiptap with paragraphs, two heading levels, lists,
 * quotes, bold/italic/underline/strike, links and uploaded images. It writes HTML that the server
 * sanitizes again; it is only ever imported by lazily loaded write pages.
 */
export function RichTextEditor({
  labelId,
  initialHtml,
  onChange,
  onBlur,
  uploadImage,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const editor = useEditor({
    // The base styles come from prosemirror.css: the CSP refuses an injected <style> (decision 057).
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: { attributes: contentAttributes(labelId, describedBy, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // aria-invalid and aria-describedby follow the form's state after the first render too.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: contentAttributes(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolbarState => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  if (!editor || !state) return null;
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };
  return (
    <div className={`rich-text-editor${invalid ? ' rich-text-editor--invalid' : ''}`}>
      <EditorToolbar
        editor={editor}
        state={state}
        openPanel={panel}
        onPanel={(next) => setPanel((current) => (current === next ? null : next))}
      />
      {panel === 'link' ? (
        <LinkPanel
          currentHref={editor.getAttributes('link').href ?? ''}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setPanel(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onCancel={closePanel}
        />
      ) : null}
      {panel === 'image' ? (
        <ImagePanel
          uploadImage={uploadImage}
          onInsert={(src, alt) => {
            editor.chain().focus().setImage({ src, alt }).run();
            setPanel(null);
          }}
          onCancel={closePanel}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
