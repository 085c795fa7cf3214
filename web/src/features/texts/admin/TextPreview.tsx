import { Card, Divider, Stack, Text } from '@mantine/core';
import type { TextKind } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { previewText } from './text-preview.ts';

interface TextPreviewProps {
  textKey: string;
  kind: TextKind;
  text: string;
  placeholders: readonly string[];
  /** Names the preview for a screen reader: "Preview (en-US)". */
  label: string;
}

/** How the text will read, with sample values in its placeholders; a mail template's as the mail it sends. */
export function TextPreview({ textKey, kind, text, placeholders, label }: TextPreviewProps) {
  const { t } = useTranslation();
  const shown = previewText(text, placeholders);
  if (kind === 'interface') {
    return (
      <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-gray-0)" aria-label={label} role="region">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {shown}
        </Text>
      </Card>
    );
  }
  const isSubject = textKey.endsWith('.subject');
  return (
    <Card withBorder radius="md" padding="sm" aria-label={label} role="region">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('adminTexts.mailFrom')}
        </Text>
        <Text size="sm" fw={600}>
          {isSubject ? shown : t('adminTexts.mailSubjectElsewhere')}
        </Text>
        <Divider my={4} />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {isSubject ? t('adminTexts.mailBodyElsewhere') : shown}
        </Text>
      </Stack>
    </Card>
  );
}
