import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  CLASS_EXPORT_SECTIONS,
  type ClassExportFormat,
  type ClassExportSection,
  classExportQuerySchema,
  monthOf,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/forms.ts';
import { useLocale, useLocalized } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AppModal } from '../../ui/AppModal.tsx';
import { useClassExport } from './classExport.queries.ts';

/** Today in the teacher's own calendar, which is the month they mean by "this month". */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface ExportValues {
  from: string;
  to: string;
  format: ClassExportFormat;
  section: ClassExportSection;
}

export interface ClassExportModalProps {
  schoolClass: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}

/** The period (this month unless changed) and the format of a class's results export; the file downloads at once. */
export function ClassExportModal({ schoolClass, opened, onClose }: ClassExportModalProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const localize = useLocalized();
  const download = useClassExport();
  const { form, inputProps, onSubmit } = useSchemaForm<ExportValues, unknown>({
    initialValues: { ...monthOf(localToday()), format: 'xlsx', section: 'trainers' },
    schema: classExportQuerySchema,
  });
  const csv = form.values.format === 'csv';

  const submit = onSubmit(
    async (_body, values) => {
      const fileName = await download.mutateAsync({ schoolClass, ...values, locale });
      notifySuccess(t('classExport.done', { name: fileName }));
      onClose();
    },
    (error) => notifyError(t('classExport.failed'), isApiError(error) ? localize(error.message) : undefined),
  );

  return (
    <AppModal opened={opened} onClose={onClose} title={t('classExport.title', { title: schoolClass.title })} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('classExport.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput type="date" label={t('classExport.from')} {...inputProps('from')} withAsterisk />
            <TextInput type="date" label={t('classExport.to')} {...inputProps('to')} withAsterisk />
          </SimpleGrid>
          <Radio.Group label={t('classExport.format')} {...inputProps('format')}>
            <Stack gap="xs" mt="xs">
              <Radio value="xlsx" label={t('classExport.xlsx')} description={t('classExport.xlsxHint')} />
              <Radio value="csv" label={t('classExport.csv')} description={t('classExport.csvHint')} />
            </Stack>
          </Radio.Group>
          {csv ? (
            <Radio.Group label={t('classExport.section')} {...inputProps('section')}>
              <Group gap="md" mt="xs">
                {CLASS_EXPORT_SECTIONS.map((section) => (
                  <Radio key={section} value={section} label={t(`classExport.sections.${section}`)} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('classExport.cancel')}
            </Button>
            <Button type="submit" loading={download.isPending} leftSection={<IconDownload size={18} />}>
              {t('classExport.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
