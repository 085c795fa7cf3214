import '@mantine/tiptap/styles.css';
import { Group, Input, Select } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { CODE_LANGUAGES } from '../codeLanguages.ts';

export interface ItLessonEditorProps {
  id: string;
  label: string;
  /** The editor's HTML; '' while the document is empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * A lesson's text (Mantine's RichTextEditor over TipTap) with what the server keeps: the news editor's marks plus
 * code blocks that name their language, so the lesson page colours them. Loaded with the lesson editor alone.
 */
export function ItLessonEditor({ id, label, value, onChange, error, required = false }: ItLessonEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        codeBlock: { languageClassPrefix: 'language-', defaultLanguage: 'python' },
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
  const inCode = editor?.isActive('codeBlock') ?? false;
  const language = inCode ? String(editor?.getAttributes('codeBlock').language ?? '') : null;

  return (
    <Input.Wrapper id={id} label={label} required={required} error={error} errorProps={{ id: `${id}-error` }}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('itCourses.editor.bold'),
          italicControlLabel: t('itCourses.editor.italic'),
          underlineControlLabel: t('itCourses.editor.underline'),
          strikeControlLabel: t('itCourses.editor.strike'),
          h2ControlLabel: t('itCourses.editor.h2'),
          h3ControlLabel: t('itCourses.editor.h3'),
          bulletListControlLabel: t('itCourses.editor.bulletList'),
          orderedListControlLabel: t('itCourses.editor.orderedList'),
          blockquoteControlLabel: t('itCourses.editor.blockquote'),
          codeControlLabel: t('itCourses.editor.code'),
          codeBlockControlLabel: t('itCourses.editor.codeBlock'),
          linkControlLabel: t('itCourses.editor.link'),
          unlinkControlLabel: t('itCourses.editor.unlink'),
          undoControlLabel: t('itCourses.editor.undo'),
          redoControlLabel: t('itCourses.editor.redo'),
          linkEditorInputLabel: t('itCourses.editor.linkInput'),
          linkEditorInputPlaceholder: t('itCourses.editor.linkPlaceholder'),
          linkEditorSave: t('itCourses.editor.linkSave'),
          linkEditorExternalLink: t('itCourses.editor.linkExternal'),
          linkEditorInternalLink: t('itCourses.editor.linkInternal'),
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
          {language !== null ? (
            <Group gap={4}>
              <Select
                size="xs"
                w={150}
                aria-label={t('itCourses.editor.codeLanguage')}
                data={CODE_LANGUAGES.map((item) => ({ value: item.id, label: item.label }))}
                value={language || null}
                allowDeselect={false}
                onChange={(next) => {
                  if (next) editor?.chain().focus().updateAttributes('codeBlock', { language: next }).run();
                }}
              />
            </Group>
          ) : null}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={260} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
