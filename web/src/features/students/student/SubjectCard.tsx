import { Badge, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconHeartFilled, IconLock } from '@tabler/icons-react';
import type { StudentSubject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SUBJECT_ICONS } from './subjectIcons.ts';

export interface SubjectCardProps {
  subject: StudentSubject;
  current: boolean;
  /** This subject is being loaded after the student chose it. */
  choosing: boolean;
  /** Another choice is under way. */
  disabled: boolean;
  onChoose: () => void;
}

/** A big coloured tile per direction; a blocked direction is shown but cannot be chosen. */
export function SubjectCard({ subject, current, choosing, disabled, onChoose }: SubjectCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const blocked = subject.status === 'blocked';
  const Icon = SUBJECT_ICONS[subject.main_id];
  const title = localize(subject.title);

  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={blocked || disabled}
      aria-label={title}
      aria-current={current ? 'true' : undefined}
      // A column flex box lets the card fill the grid row, so cards with a longer title do not stand out.
      style={{
        borderRadius: 'var(--mantine-radius-xl)',
        cursor: blocked ? 'not-allowed' : 'pointer',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
      }}
    >
      <Card
        radius="xl"
        padding="lg"
        withBorder
        shadow={current ? 'md' : 'xs'}
        flex={1}
        opacity={blocked ? 0.55 : 1}
        style={{
          borderColor: subject.color,
          borderWidth: current ? 3 : 1,
          filter: blocked ? 'grayscale(0.8)' : undefined,
        }}
      >
        <Card.Section bg={subject.color} py="lg">
          <Group justify="center">
            <ThemeIcon size={72} radius="xl" color="white" variant="white" c={subject.color}>
              <Icon size={44} stroke={1.6} />
            </ThemeIcon>
          </Group>
        </Card.Section>
        <Stack gap="xs" mt="md" align="center" ta="center">
          <Text fw={800} size="lg">
            {title}
          </Text>
          {blocked ? (
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} />}>
              {t('student.subjects.blocked')}
            </Badge>
          ) : (
            <Group gap={6} justify="center">
              <IconHeartFilled size={18} color="var(--mantine-color-pink-6)" aria-hidden />
              <Text size="sm" fw={600}>
                {t('student.likes', { count: subject.likes_balance })}
              </Text>
            </Group>
          )}
          {current ? (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
              {t('student.subjects.current')}
            </Badge>
          ) : null}
          {choosing ? <Spinner size="sm" /> : null}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
