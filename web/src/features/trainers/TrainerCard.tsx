import { Card, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Trainer } from '@umka/contracts';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/i18n.ts';
import { TrainerIcon } from '../../trainers/icons/TrainerIcon.tsx';

/** One catalogue card; the whole card is the link into the game. */
export function TrainerCard({ trainer }: { trainer: Trainer }) {
  const localized = useLocalized();
  const title = localized(trainer.title);
  return (
    <UnstyledButton component={Link} to={`/trainers/${trainer.id}`} aria-label={title}>
      <Card withBorder radius="xl" shadow="sm" p="lg" h="100%" className="umka-trainer-card">
        <Stack align="center" gap="sm">
          <TrainerIcon icon={trainer.icon} component={trainer.component} size={96} />
          <Text fw={800} size="lg" ta="center">
            {title}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
