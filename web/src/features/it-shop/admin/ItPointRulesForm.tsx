import { Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  IT_POINT_RULE_MAX,
  type ItPointRules,
  type ItPointRulesBody,
  type ItPointSource,
  itPointRulesBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';

/** A string while the admin has cleared an input. */
interface RulesFormValues {
  rules: { source: ItPointSource; points: number | string }[];
}

const number = (value: number | string) => (typeof value === 'number' ? value : undefined);

export interface ItPointRulesFormProps {
  rules: ItPointRules;
  saving: boolean;
  onSave: (body: ItPointRulesBody) => Promise<void>;
  onError: (error: unknown) => void;
}

/** Every source's amount at once, in the order the server answers them. */
export function ItPointRulesForm({ rules, saving, onSave, onError }: ItPointRulesFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { rules: rules.rules } as RulesFormValues,
    schema: itPointRulesBodySchema,
    toBody: (values: RulesFormValues) => ({
      rules: values.rules.map((rule) => ({ source: rule.source, points: number(rule.points) })),
    }),
  });

  return (
    <form onSubmit={onSubmit(onSave, onError)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {form.values.rules.map((rule, index) => (
          <NumberInput
            key={rule.source}
            label={t(`itPointRules.sources.${rule.source}.label`)}
            description={t(`itPointRules.sources.${rule.source}.hint`)}
            {...inputProps(`rules.${index}.points`)}
            min={0}
            max={IT_POINT_RULE_MAX}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
        ))}
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {t('itPointRules.save')}
        </Button>
      </Group>
    </form>
  );
}
