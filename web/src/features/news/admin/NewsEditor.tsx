import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface NewsEditorProps {
  id: string;
  label: string;
  /** The editor's HTML; '' while the document is empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * The rich-text editor of a news text (Mantine's RichTextEditor over TipTap), offering only what the server keeps
 * (docs/NEWS.md): paragraphs, bold, italic, underline, strike, two heading levels, lists, quotes, code and links.
 * Loaded with the admin's form alone.
 */
export function NewsEditor({ id, label, value, onChange, error, required = false }: NewsEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
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
          boldControlLabel: t('newsAdmin.editor.bold'),
          italicControlLabel: t('newsAdmin.editor.italic'),
          underlineControlLabel: t('newsAdmin.editor.underline'),
          strikeControlLabel: t('newsAdmin.editor.strike'),
          h2ControlLabel: t('newsAdmin.editor.h2'),
          h3ControlLabel: t('newsAdmin.editor.h3'),
          bulletListControlLabel: t('newsAdmin.editor.bulletList'),
          orderedListControlLabel: t('newsAdmin.editor.orderedList'),
          blockquoteControlLabel: t('newsAdmin.editor.blockquote'),
          codeControlLabel: t('newsAdmin.editor.code'),
          codeBlockControlLabel: t('newsAdmin.editor.codeBlock'),
          linkControlLabel: t('newsAdmin.editor.link'),
          unlinkControlLabel: t('newsAdmin.editor.unlink'),
          undoControlLabel: t('newsAdmin.editor.undo'),
          redoControlLabel: t('newsAdmin.editor.redo'),
          linkEditorInputLabel: t('newsAdmin.editor.linkInput'),
          linkEditorInputPlaceholder: t('newsAdmin.editor.linkPlaceholder'),
          linkEditorSave: t('newsAdmin.editor.linkSave'),
          linkEditorExternalLink: t('newsAdmin.editor.linkExternal'),
          linkEditorInternalLink: t('newsAdmin.editor.linkInternal'),
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
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
