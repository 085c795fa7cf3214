import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FieldActivity } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

export interface ProfessionCardProps {
  profession: FieldActivity;
  current: boolean;
  busy: boolean;
  onChoose: () => void;
}

/** A profession on offer: what it is and how its level ladder climbs with likes. */
export function ProfessionCard({ profession, current, busy, onChoose }: ProfessionCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const titleId = useId();
  const title = localize(profession.title);
  const levels = [...profession.levels].sort((a, b) => a.level - b.level);

  return (
    <Card component="article" aria-labelledby={titleId} radius="xl" padding="lg" withBorder>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <Image src={profession.icon} alt="" w={56} h={56} fit="contain" />
          <Stack gap={2}>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            {current ? (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                {t('places.select.current')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Text size="sm">{localize(profession.description)}</Text>
        <Text size="sm" fw={700}>
          {t('places.select.levels')}
        </Text>
        <List type="ordered" size="sm" spacing={4} aria-label={t('places.select.levelsOf', { title })}>
          {levels.map((level) => (
            <List.Item key={level.level}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" span fw={600}>
                  {localize(level.title)}
                </Text>
                <Text size="xs" span c="dimmed">
                  {level.threshold === 0
                    ? t('places.select.fromStart')
                    : t('places.select.threshold', { count: level.threshold })}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Button
          mt="auto"
          radius="xl"
          disabled={current}
          loading={busy}
          aria-label={current ? undefined : t('places.select.chooseNamed', { title })}
          onClick={onChoose}
        >
          {current ? t('places.select.chosen') : t('places.select.choose')}
        </Button>
      </Stack>
    </Card>
  );
}
