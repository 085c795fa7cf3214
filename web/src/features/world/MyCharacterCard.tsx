import { Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconHome, IconUserCircle } from '@tabler/icons-react';
import { isSubjectAllowed } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { DressedCharacter } from './DressedCharacter.tsx';

/** The student home's card of the dressed character, with the ways to its home, its work and the shop. */
export function MyCharacterCard() {
  const { t } = useTranslation();
  const { data } = useSubject();
  const character = data?.character ?? null;
  const hasJob = data !== null && isSubjectAllowed('job', data.subject.main_id) && data.profession !== null;

  return (
    <Card component="section" aria-label={t('wardrobe.card.title')} radius="xl" padding="lg" withBorder>
      <Card.Section h={8} bg="grape.5" mb="lg" aria-hidden />
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('wardrobe.card.title')}
        </Text>
        {character ? (
          <Group gap="lg" align="center" wrap="nowrap">
            <Center>
              <DressedCharacter character={character} width={120} />
            </Center>
            <Stack gap="xs" style={{ flexGrow: 1 }}>
              <Button
                component={Link}
                to="/student/shop"
                radius="xl"
                color="grape"
                leftSection={<IconBuildingStore size={18} />}
              >
                {t('wardrobe.card.shop')}
              </Button>
              <Button
                component={Link}
                to="/student/location"
                radius="xl"
                variant="light"
                color="teal"
                leftSection={<IconHome size={18} />}
              >
                {t('wardrobe.card.home')}
              </Button>
              {hasJob ? (
                <Button
                  component={Link}
                  to="/student/job"
                  radius="xl"
                  variant="light"
                  color="orange"
                  leftSection={<IconBriefcase size={18} />}
                >
                  {t('wardrobe.card.job')}
                </Button>
              ) : null}
              <Button component={Link} to="/student/characters" radius="xl" variant="subtle" color="grape">
                {t('wardrobe.card.change')}
              </Button>
            </Stack>
          </Group>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('wardrobe.card.none')}</Text>
            <Button
              component={Link}
              to="/student/characters"
              radius="xl"
              color="grape"
              leftSection={<IconUserCircle size={18} />}
            >
              {t('wardrobe.card.choose')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
