import { Group, Select } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../ui/RichTextField.tsx';
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

/** The language of the code block the cursor is in, so the lesson page colours it. */
function CodeLanguagePicker({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation();
  if (!editor?.isActive('codeBlock')) return null;
  const language = String(editor.getAttributes('codeBlock').language ?? '');
  return (
    <Group gap={4}>
      <Select
        size="xs"
        w={150}
        aria-label={t('itCourses.editor.codeLanguage')}
        data={CODE_LANGUAGES.map((item) => ({ value: item.id, label: item.label }))}
        value={language || null}
        allowDeselect={false}
        onChange={(next) => {
          if (next) editor.chain().focus().updateAttributes('codeBlock', { language: next }).run();
        }}
      />
    </Group>
  );
}

/** A lesson's text: the news editor's marks plus code blocks that name their language. */
export function ItLessonEditor(props: ItLessonEditorProps) {
  return (
    <RichTextField
      {...props}
      texts="itCourses.editor"
      minHeight={260}
      codeBlock={{ languageClassPrefix: 'language-', defaultLanguage: 'python' }}
      toolbarEnd={(editor) => <CodeLanguagePicker editor={editor} />}
    />
  );
}
