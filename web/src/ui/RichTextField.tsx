import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a field's toolbar texts live: each editor names its controls in its own words. */
type ToolbarTexts = 'newsAdmin.editor' | 'itCourses.editor';

export interface RichTextFieldProps {
  id: string;
  label: string;
  /** The editor's HTML; '' while the document is empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  texts: ToolbarTexts;
  minHeight: number;
  codeBlock?: StarterKitOptions['codeBlock'];
  /** Controls of the field's own at the toolbar's end, drawn with the editor's current state. */
  toolbarEnd?: (editor: Editor | null) => ReactNode;
}

/**
 * Rich text (Mantine's RichTextEditor over TipTap) offering only what the server's sanitiser keeps
 * (server/src/lib/editor-html.ts): paragraphs, bold, italic, underline, strike, two heading levels, lists, quotes,
 * code and links. Loaded with the admin forms that use it alone.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  texts,
  minHeight,
  codeBlock,
  toolbarEnd,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        ...(codeBlock === undefined ? {} : { codeBlock }),
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper id={id} label={label} required={required} error={error} errorProps={{ id: `${id}-error` }}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t(`${texts}.bold`),
          italicControlLabel: t(`${texts}.italic`),
          underlineControlLabel: t(`${texts}.underline`),
          strikeControlLabel: t(`${texts}.strike`),
          h2ControlLabel: t(`${texts}.h2`),
          h3ControlLabel: t(`${texts}.h3`),
          bulletListControlLabel: t(`${texts}.bulletList`),
          orderedListControlLabel: t(`${texts}.orderedList`),
          blockquoteControlLabel: t(`${texts}.blockquote`),
          codeControlLabel: t(`${texts}.code`),
          codeBlockControlLabel: t(`${texts}.codeBlock`),
          linkControlLabel: t(`${texts}.link`),
          unlinkControlLabel: t(`${texts}.unlink`),
          undoControlLabel: t(`${texts}.undo`),
          redoControlLabel: t(`${texts}.redo`),
          linkEditorInputLabel: t(`${texts}.linkInput`),
          linkEditorInputPlaceholder: t(`${texts}.linkPlaceholder`),
          linkEditorSave: t(`${texts}.linkSave`),
          linkEditorExternalLink: t(`${texts}.linkExternal`),
          linkEditorInternalLink: t(`${texts}.linkInternal`),
        }}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Code />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {toolbarEnd?.(editor)}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
