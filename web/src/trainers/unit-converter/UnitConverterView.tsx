import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UnitAnswer, UnitConverterSettings, UnitId, UnitTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

type UnitConverterViewProps = TaskViewProps<UnitConverterSettings, UnitTask, UnitAnswer>;

/** Given the number beside it, a unit agrees with it where the language asks for that (1 day, 2 days). */
function useUnitLabel() {
  const { t } = useTranslation();
  return (unit: UnitId, count?: number) => t(`trainers.unitConverter.units.${unit}`, { count });
}

/**
 * A conversion is typed on the keypad with the target unit written beside the gap; "choose the
 * unit" shows the result and offers the quantity's units as big buttons.
 */
export function UnitConverterView({ task, onShown, onAnswer, answered }: UnitConverterViewProps) {
  const { t } = useTranslation();
  const unit = useUnitLabel();
  useEffect(() => onShown(), [onShown]);

  if (task.kind === 'convert') {
    return (
      <Stack align="center" gap="xs">
        <Text c="dimmed" size="lg">
          {t('trainers.unitConverter.convertPrompt')}
        </Text>
        <Text fz={44} fw={800} ta="center" data-testid="unit-task">
          {task.value} {unit(task.from, task.value)} = ? {unit(task.to)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md" w="100%">
      <Text c="dimmed" size="lg">
        {t('trainers.unitConverter.choosePrompt')}
      </Text>
      <Text fz={44} fw={800} ta="center" data-testid="unit-task">
        {task.value} {unit(task.from, task.value)} = {task.result} ?
      </Text>
      <SimpleGrid cols={{ base: 2, xs: Math.min(4, task.options.length) }} spacing="md" w="100%" maw={520}>
        {task.options.map((option, index) => (
          <Button
            key={option}
            // Keyboard players start on the options, not four Tabs away behind the header buttons.
            autoFocus={index === 0}
            size="xl"
            radius="xl"
            variant="light"
            fz={28}
            h={80}
            disabled={answered}
            onClick={() => onAnswer(option)}
          >
            {unit(option)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
