import { ActionIcon, Alert, Badge, Button, Card, Code, Group, Mark, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDice5, IconEye } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { previewTask, type TaskDraft, type TaskPreview } from './taskPreview.ts';

/** The first sample is always the same, so an admin returning to a task sees the numbers they saw before. */
const FIRST_SEED = 1;

export interface TaskPreviewCardProps {
  draft: TaskDraft;
  /** Declares names the text or expression uses but the variables list lacks. */
  onDeclare: (names: string[]) => void;
}

/** The expression with the place the parser stumbled on marked, so the admin sees where to look. */
function MarkedExpression({ expression, position }: { expression: string; position: number }) {
  const at = Math.min(position, expression.length);
  return (
    <Code block>
      {expression.slice(0, at)}
      <Mark color="red">{expression.slice(at, at + 1) || ' '}</Mark>
      {expression.slice(at + 1)}
    </Code>
  );
}

function Problem({
  preview,
  expression,
  onDeclare,
}: { preview: TaskPreview; expression: string } & Pick<TaskPreviewCardProps, 'onDeclare'>) {
  const { t } = useTranslation();
  const warn = (title: string, body: ReactNode) => (
    <Alert color="orange" radius="md" icon={<IconAlertTriangle size={18} />} title={title}>
      {body}
    </Alert>
  );
  switch (preview.kind) {
    case 'noExpression':
      return <Text c="dimmed">{t('adminTasks.preview.noExpression')}</Text>;
    case 'syntax': {
      const position = preview.position ?? expression.length;
      const key =
        preview.code === 'unexpected_character' ||
        preview.code === 'unexpected_token' ||
        preview.code === 'unexpected_end' ||
        preview.code === 'too_long' ||
        preview.code === 'too_deep'
          ? preview.code
          : 'other';
      return warn(
        t('adminTasks.preview.syntaxTitle'),
        <Stack gap="xs">
          <Text size="sm">
            {t(`adminTasks.preview.syntax.${key}`, { char: expression.charAt(position), position: position + 1 })}
          </Text>
          {preview.code === 'too_long' ? null : <MarkedExpression expression={expression} position={position} />}
          <Text size="xs" c="dimmed">
            {t('adminTasks.preview.allowed')}
          </Text>
        </Stack>,
      );
    }
    case 'badNames':
      return warn(
        t('adminTasks.preview.badNamesTitle'),
        t('adminTasks.preview.badNames', { names: preview.names.join(', ') }),
      );
    case 'undeclared':
      return warn(
        t('adminTasks.preview.undeclaredTitle'),
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('adminTasks.preview.undeclared', { names: preview.names.join(', ') })}</Text>
          <Button size="xs" variant="light" color="orange" onClick={() => onDeclare(preview.names)}>
            {t('adminTasks.preview.declare', { names: preview.names.join(', ') })}
          </Button>
        </Stack>,
      );
    case 'noVariables':
      return warn(t('adminTasks.preview.noVariablesTitle'), t('adminTasks.preview.noVariables'));
    case 'unfillable':
      return warn(t('adminTasks.preview.unfillableTitle'), t('adminTasks.preview.unfillable'));
    case 'ready':
      return null;
  }
}

/**
 * A live sample of the task as a student gets it: values drawn within the digit rank and the answer
 * computed from the expression. Typing is never slowed by it: the sample follows a deferred copy.
 */
export function TaskPreviewCard({ draft, onDeclare }: TaskPreviewCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [seed, setSeed] = useState(FIRST_SEED);
  const titleId = useId();
  const deferred = useDeferredValue(draft);
  const preview = useMemo(() => previewTask(deferred, seed), [deferred, seed]);
  const number = useMemo(
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }),
    [locale],
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <IconEye size={20} stroke={1.5} />
            <Title order={2} size="h4" id={titleId}>
              {t('adminTasks.preview.title')}
            </Title>
          </Group>
          <Tooltip label={t('adminTasks.preview.reroll')}>
            <ActionIcon
              variant="light"
              radius="xl"
              aria-label={t('adminTasks.preview.reroll')}
              disabled={preview.kind !== 'ready'}
              onClick={() => setSeed((current) => current + 1)}
            >
              <IconDice5 size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {preview.kind === 'ready' ? (
          <Stack gap="sm" data-testid="task-preview">
            <Text style={{ whiteSpace: 'pre-wrap' }} c={preview.text.trim() ? undefined : 'dimmed'}>
              {preview.text.trim() ? preview.text : t('adminTasks.preview.noText')}
            </Text>
            <Group gap={6}>
              {Object.entries(preview.values).map(([name, value]) => (
                <Badge key={name} variant="light" color="gray" tt="none">
                  {name} = {number.format(value)}
                </Badge>
              ))}
            </Group>
            <Text fw={700} size="lg">
              {t('adminTasks.preview.answer', { answer: number.format(preview.answer) })}
            </Text>
          </Stack>
        ) : (
          <Problem preview={preview} expression={deferred.expression} onDeclare={onDeclare} />
        )}
      </Stack>
    </Card>
  );
}
