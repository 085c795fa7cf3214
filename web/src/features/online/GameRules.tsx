import { List, Paper, Title } from '@mantine/core';
import type { OnlineGameId } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

/** The help texts of each game, in the order a child reads them. */
const RULES: Record<OnlineGameId, readonly string[]> = {
  connect4: ['goal', 'turns', 'drop', 'win', 'draw', 'timer', 'keys'],
  picnic: ['blanket', 'basket', 'full', 'stuck', 'turns', 'win', 'single'],
};

/** How to play, on the start screen: connect four's rules and the picnic's help (§ issue [11]). */
export function GameRules({ component }: { component: OnlineGameId }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="xl" p="lg" component="section" aria-labelledby={`rules-${component}`}>
      <Title order={2} size="h4" mb="sm" id={`rules-${component}`}>
        {t(`online.${component}.help.title`)}
      </Title>
      <List spacing="xs">
        {RULES[component].map((key) => (
          <List.Item key={key}>{t(`online.${component}.help.${key}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
