import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { LOCALES, type Locale, type TextEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textPagePath } from './text-path.ts';

function LocaleCell({ entry, locale }: { entry: TextEntry; locale: Locale }) {
  const { t } = useTranslation();
  const override = entry.overrides[locale];
  const text = override?.value ?? entry.shipped[locale] ?? entry.shipped['ru-RU'] ?? '';
  return (
    <Stack gap={2}>
      {override && (
        <Badge size="xs" color="orange" variant="light">
          {t('adminTexts.overridden')}
        </Badge>
      )}
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Stack>
  );
}

/** Key and the text per locale as visitors see it now, an overridden one marked. */
export function TextsTable({ entries }: { entries: readonly TextEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminTexts.key')}</Table.Th>
            {LOCALES.map((locale) => (
              <Table.Th key={locale}>{locale}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key}>
              <Table.Td maw={240} style={{ wordBreak: 'break-all' }}>
                <Anchor component={Link} to={textPagePath(entry.key)} size="sm" ff="monospace">
                  {entry.key}
                </Anchor>
              </Table.Td>
              {LOCALES.map((locale) => (
                <Table.Td key={locale}>
                  <LocaleCell entry={entry} locale={locale} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
