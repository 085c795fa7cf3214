import { Group, Kbd, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StroopColour, StroopSettings, StroopTask } from '@umka/games';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { fillOf, StroopPatterns } from './stroopPalette.tsx';

/**
 * The card: a colour word in another colour's ink, big; under it one button a colour, numbered, so the answer is a
 * tap, a click or the number key. The question above says whether the ink or the word is asked.
 */
export function StroopView({
  task,
  settings,
  onShown,
  answered,
  onAnswer,
}: TaskViewProps<StroopSettings, StroopTask, StroopColour>) {
  const { t } = useTranslation();
  const prefix = `stroop${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const name = (colour: StroopColour) => t(`trainers.stroop.colours.${colour}`);

  useEffect(() => onShown(), [onShown]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const option = task.options[Number(event.key) - 1];
      if (answered || !option || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      onAnswer(option);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [task, answered, onAnswer]);

  const word = name(task.word).toLocaleUpperCase();
  return (
    <Stack align="center" gap="md" w="100%">
      <StroopPatterns prefix={prefix} colours={task.options} />
      <Text fw={700} c="dimmed">
        {t(`trainers.stroop.ask.${settings.mode}`)}
      </Text>
      <svg
        viewBox="0 0 320 80"
        width="100%"
        style={{ maxWidth: 420 }}
        role="img"
        aria-label={t('trainers.stroop.card', { word: name(task.word), ink: name(task.ink) })}
        data-testid="stroop-card"
        data-word={task.word}
        data-ink={task.ink}
      >
        <text
          x="160"
          y="60"
          textAnchor="middle"
          fontSize={word.length > 10 ? 40 : 54}
          fontWeight="900"
          fill={fillOf(task.ink, settings.patterns, prefix)}
          stroke={settings.patterns ? '#212529' : undefined}
          strokeWidth={settings.patterns ? 0.8 : undefined}
        >
          {word}
        </text>
      </svg>
      <Group justify="center" gap="sm">
        {task.options.map((option, index) => (
          <UnstyledButton
            key={option}
            onClick={() => {
              if (!answered) onAnswer(option);
            }}
            aria-label={`${index + 1}: ${name(option)}`}
            aria-disabled={answered || undefined}
            px="md"
            py="xs"
            style={{ border: '2px solid #dee2e6', borderRadius: 14, minHeight: 48, background: '#fff' }}
          >
            <Group gap={8} wrap="nowrap">
              <svg width="24" height="24" aria-hidden="true">
                <rect width="24" height="24" rx="6" fill={fillOf(option, settings.patterns, prefix)} />
              </svg>
              <Text fw={700}>{name(option)}</Text>
              <Kbd>{index + 1}</Kbd>
            </Group>
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
