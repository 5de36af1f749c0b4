/**
 * The rich-text introduction ("Tell your story", ONBOARD-14..17) on TipTap, loaded in its own lazy chunk.
 * Only what the server keeps survives (paragraphs, bold, italic, lists: rule M4's allow-list), input past
 * the maximum is refused by CharacterCount's limit (a paste is cut to fit), and a paste of formatted text is
 * inserted as plain text. The count is the text without markup, the way the server counts it.
 */
import { BIO_MAX_CHARS } from '@app/contract';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { CharacterCount, Placeholder, UndoRedo } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor, type EditorOptions } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { useEffect } from 'react';

export interface IntroductionEditorProps {
  /** The introduction as HTML (what the application sends as bio). */
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  placeholder: string;
}

// Only what rule M4's allow-list keeps (paragraphs, bold, italic, lists), one extension each: StarterKit
// would bring headings, code, links and more (18 KB gzip) only to switch them off. No hard break: a line
// break would count as a character here but not on the server, so Enter makes paragraphs.
const extensions = (placeholder: string) => [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
  CharacterCount.configure({ limit: BIO_MAX_CHARS }),
  Placeholder.configure({ placeholder }),
];

/** Placeholder text is drawn by CSS from the empty paragraph's data-placeholder (TipTap's Placeholder). */
const PLACEHOLDER_CLASSES =
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-neutral-600 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

function editorProps(
  labelledBy: string,
  describedBy: string,
  invalid: boolean,
): EditorOptions['editorProps'] {
  return {
    attributes: {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: `min-h-48 px-4 py-3 outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${PLACEHOLDER_CLASSES}`,
    },
    // ONBOARD-16: formatted text from elsewhere comes in as plain text. Caught before ProseMirror's own
    // handlers, so the pasted HTML is never even parsed; pasteText runs the plain-text paste (which keeps
    // CharacterCount's trimming of a paste that is too long).
    handleDOMEvents: {
      paste: (view, event) => {
        const data = event.clipboardData;
        if (!data?.getData('text/html')) return false;
        event.preventDefault();
        view.pasteText(data.getData('text/plain'));
        return true;
      },
      drop: (view, event) => {
        const data = event.dataTransfer;
        if (!data?.getData('text/html')) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
        view.pasteText(data.getData('text/plain'));
        return true;
      },
    },
  };
}

const tools = [
  { name: 'Bold', mark: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: 'Italic', mark: 'italic', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  {
    name: 'Bulleted list',
    mark: 'bulletList',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    mark: 'orderedList',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
] as const;

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => tools.map((t) => e.isActive(t.mark)),
  });
  return (
    <div role="toolbar" aria-label="Text formatting" className="flex gap-1 border-b border-neutral-300 p-1">
      {tools.map((tool, i) => (
        <button
          key={tool.name}
          type="button"
          aria-pressed={active[i] ?? false}
          onClick={() => tool.run(editor)}
          className={`rounded-md px-3 py-1 text-sm font-semibold ${
            active[i] ? 'bg-ink text-white' : 'hover:bg-brand-soft'
          }`}
        >
          {tool.name}
        </button>
      ))}
    </div>
  );
}

export default function IntroductionEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  placeholder,
}: IntroductionEditorProps) {
  const editor = useEditor({
    extensions: extensions(placeholder),
    content: value,
    editorProps: editorProps(labelledBy, describedBy, invalid),
    // The page counts the HTML the way the server does (rules.ts), so only the HTML goes up.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // The props are read once at creation; the error state and its description change afterwards.
  useEffect(() => {
    editor.setOptions({ editorProps: editorProps(labelledBy, describedBy, invalid) });
  }, [editor, labelledBy, describedBy, invalid]);

  return (
    <div
      className={`rounded-xl border-2 bg-white focus-within:border-ink ${invalid ? 'border-red-700' : 'border-neutral-300'}`}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
