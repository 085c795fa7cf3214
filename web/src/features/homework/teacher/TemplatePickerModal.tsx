import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { HomeworkTemplate } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTemplates } from '../homework.queries.ts';

interface TemplatePickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (template: HomeworkTemplate) => void;
}

/** "Create from template": the chosen template fills the form, where the teacher can still adjust it. */
export function TemplatePickerModal({ opened, onClose, onPick }: TemplatePickerModalProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [chosen, setChosen] = useState<string | null>(null);
  const template = templates.data?.find((entry) => String(entry.id) === chosen);

  return (
    <Modal opened={opened} onClose={onClose} title={t('teacherHomework.templates.pickTitle')}>
      {templates.isPending ? (
        <Spinner centered />
      ) : templates.isError ? (
        <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Text c="dimmed">{t('teacherHomework.templates.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Select
            label={t('teacherHomework.templates.pickLabel')}
            data={templates.data.map((entry) => ({ value: String(entry.id), label: entry.title }))}
            value={chosen}
            onChange={setChosen}
            searchable
            data-autofocus
          />
          {template ? (
            <Text size="sm" c="dimmed">
              {t('teacherHomework.templates.itemsCount', { count: template.items.length })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherHomework.form.cancel')}
            </Button>
            <Button
              disabled={!template}
              onClick={() => {
                if (!template) return;
                onPick(template);
                onClose();
              }}
            >
              {t('teacherHomework.templates.use')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
