import { Group, Select } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../ui/RichTextField.tsx';
import type { CodeLanguage } from '../courseAuthoring.ts';

export interface LessonEditorProps {
  id: string;
  label: string;
  /** The editor's HTML; '' while the document is empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Without them the text has the news editor's marks only. */
  codeLanguages?: readonly CodeLanguage[] | undefined;
}

/** The language of the code block the cursor is in, so the lesson page colours it. */
function CodeLanguagePicker({ editor, languages }: { editor: Editor | null; languages: readonly CodeLanguage[] }) {
  const { t } = useTranslation();
  if (!editor?.isActive('codeBlock')) return null;
  const language = String(editor.getAttributes('codeBlock').language ?? '');
  return (
    <Group gap={4}>
      <Select
        size="xs"
        w={150}
        aria-label={t('itCourses.editor.codeLanguage')}
        data={languages.map((item) => ({ value: item.id, label: item.label }))}
        value={language || null}
        allowDeselect={false}
        onChange={(next) => {
          if (next) editor.chain().focus().updateAttributes('codeBlock', { language: next }).run();
        }}
      />
    </Group>
  );
}

/** A lesson's text: the news editor's marks, plus code blocks that name their language where the direction has them. */
export function LessonEditor({ codeLanguages, ...props }: LessonEditorProps) {
  const [firstLanguage] = codeLanguages ?? [];
  return codeLanguages && firstLanguage ? (
    <RichTextField
      {...props}
      texts="itCourses.editor"
      minHeight={260}
      codeBlock={{ languageClassPrefix: 'language-', defaultLanguage: firstLanguage.id }}
      toolbarEnd={(editor) => <CodeLanguagePicker editor={editor} languages={codeLanguages} />}
    />
  ) : (
    <RichTextField {...props} texts="itCourses.editor" minHeight={260} />
  );
}
