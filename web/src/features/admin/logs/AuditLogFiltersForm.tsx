import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { auditLogQuerySchema } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { useAuditActions } from '../admin.queries.ts';
import { AUDIT_FILTER_KEYS, type AuditFilterKey } from './auditLogParams.ts';

type Values = Record<AuditFilterKey, string>;

/** The action choices: each area first (all its actions, `user.`), then its actions one by one. */
function actionChoices(actions: readonly string[], allOf: (area: string) => string) {
  const areas = new Map<string, string[]>();
  for (const action of actions) {
    const area = action.includes('.') ? action.slice(0, action.indexOf('.')) : action;
    areas.set(area, [...(areas.get(area) ?? []), action]);
  }
  return [...areas].map(([area, items]) => ({
    group: area,
    items: [
      ...(items.length > 1 ? [{ value: `${area}.`, label: allOf(area) }] : []),
      ...items.map((action) => ({ value: action, label: action })),
    ],
  }));
}

export interface AuditLogFiltersFormProps {
  values: Values;
  /** The server's refusal of the filters in the address (a hand-edited link). */
  serverErrors: FormErrors;
  onApply: (values: Values) => void;
  onClear: () => void;
}

/** The log's filters, applied together; a period whose end is before its start is refused before asking. */
export function AuditLogFiltersForm({ values, serverErrors, onApply, onClear }: AuditLogFiltersFormProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const actions = useAuditActions();
  const [draft, setDraft] = useState<Values>(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const shown = { ...serverErrors, ...errors };
  const errorOf = (key: AuditFilterKey) => {
    const text = shown[key];
    return text ? localized(text) : undefined;
  };
  const set = (key: AuditFilterKey) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      AUDIT_FILTER_KEYS.filter((key) => draft[key].trim()).map((key) => [key, draft[key]]),
    );
    const parsed = auditLogQuerySchema.safeParse(filled);
    const found = parsed.success ? {} : zodFormErrors(parsed.error);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label={t('adminLogs.filters.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={t('adminLogs.filters.actor')}
          placeholder={t('adminLogs.filters.actorPlaceholder')}
          value={draft.actor}
          onChange={(event) => set('actor')(event.currentTarget.value)}
          error={errorOf('actor')}
        />
        <Select
          label={t('adminLogs.filters.action')}
          placeholder={t('adminLogs.filters.anyAction')}
          data={actionChoices(actions.data ?? [], (area) => t('adminLogs.filters.allOfArea', { area }))}
          value={draft.action || null}
          onChange={(value) => set('action')(value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('adminLogs.filters.noAction')}
          error={errorOf('action')}
        />
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label={t('adminLogs.filters.targetType')}
            placeholder={t('adminLogs.filters.targetTypePlaceholder')}
            value={draft.target_type}
            onChange={(event) => set('target_type')(event.currentTarget.value)}
            error={errorOf('target_type')}
          />
          <TextInput
            label={t('adminLogs.filters.targetId')}
            inputMode="numeric"
            value={draft.target_id}
            onChange={(event) => set('target_id')(event.currentTarget.value)}
            error={errorOf('target_id')}
          />
        </Group>
        <TextInput
          type="date"
          label={t('adminLogs.filters.dateFrom')}
          value={draft.date_from}
          onChange={(event) => set('date_from')(event.currentTarget.value)}
          error={errorOf('date_from')}
        />
        <TextInput
          type="date"
          label={t('adminLogs.filters.dateTo')}
          value={draft.date_to}
          onChange={(event) => set('date_to')(event.currentTarget.value)}
          error={errorOf('date_to')}
        />
        <Group align="flex-end" gap="xs">
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            {t('adminLogs.filters.apply')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconX size={16} />}
            onClick={() => {
              setDraft(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, ''])) as Values);
              setErrors({});
              onClear();
            }}
          >
            {t('adminLogs.filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
