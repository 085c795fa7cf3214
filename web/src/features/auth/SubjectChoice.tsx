import { Checkbox, Group, Loader, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { usePublicSubjects } from './auth.queries.ts';

export interface SubjectChoiceProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The subjects a newcomer enrols in, as checkboxes (a handful of options reads better than a dropdown). */
export function SubjectChoice({ value, onChange, error }: SubjectChoiceProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjects = usePublicSubjects();
  return (
    <Checkbox.Group
      label={t('auth.subjects')}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      error={error}
      withAsterisk
    >
      {subjects.isPending ? (
        <Group py="xs">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" pt="xs">
          {(subjects.data ?? []).map((subject) => (
            <Checkbox
              key={subject.id}
              value={String(subject.id)}
              label={localize(subject.title)}
              color={subject.color}
            />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
