import { Badge, Button, Card, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Character, StudentCharacter } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { CharacterFigure } from '../CharacterFigure.tsx';
import { onboardingPath } from '../onboarding.ts';
import { useCharacters, useChooseCharacter } from '../world.queries.ts';

/** /student/characters (StudentCharacterSelectView): pick the character for the chosen subject, or change it. */
export function CharacterSelectPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const navigate = useNavigate();
  const { data } = useSubject();
  const characters = useCharacters();
  const choose = useChooseCharacter();
  const currentId = data?.character?.id ?? null;

  const pick = async (character: Character) => {
    if (currentId !== null) {
      const agreed = await confirmAction({
        title: t('wardrobe.characters.changeTitle'),
        message: t('wardrobe.characters.changeText'),
        confirmLabel: t('wardrobe.characters.changeConfirm'),
        cancelLabel: t('wardrobe.characters.cancel'),
      });
      if (!agreed) return;
    }
    let chosen: StudentCharacter;
    try {
      chosen = await choose.mutateAsync(character.id);
    } catch {
      // The api client has already shown the server's refusal; the student stays to pick again.
      return;
    }
    notifySuccess(t('wardrobe.characters.chosen'));
    // A subject-1 student without a profession goes on to choose one (spec §2).
    navigate((data && onboardingPath({ ...data, character: chosen })) ?? '/student');
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('wardrobe.characters.title')}
        </Title>
        <Text c="dimmed">{t('wardrobe.characters.subtitle')}</Text>
      </Stack>

      {characters.isError ? (
        <QueryError error={characters.error} onRetry={() => void characters.refetch()} />
      ) : !characters.data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={320} radius="xl" />
          ))}
        </SimpleGrid>
      ) : characters.data.length === 0 ? (
        <EmptyState title={t('wardrobe.characters.emptyTitle')} description={t('wardrobe.characters.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg">
          {characters.data.map((character) => {
            const name = localize(character.title);
            const current = character.id === currentId;
            return (
              <Card
                key={character.id}
                component="article"
                aria-label={name}
                radius="xl"
                padding="lg"
                withBorder
                style={current ? { borderColor: 'var(--mantine-color-grape-5)', borderWidth: 3 } : undefined}
              >
                <Stack align="center" gap="sm">
                  <Center w="100%">
                    <CharacterFigure image={character.image} worn={[]} label={name} width={140} />
                  </Center>
                  <Text fw={800} size="lg" ta="center">
                    {name}
                  </Text>
                  {current ? (
                    <Badge size="lg" radius="xl" color="grape" leftSection={<IconCheck size={14} />}>
                      {t('wardrobe.characters.current')}
                    </Badge>
                  ) : (
                    <Button
                      radius="xl"
                      color="grape"
                      onClick={() => void pick(character)}
                      loading={choose.isPending && choose.variables === character.id}
                      disabled={choose.isPending}
                      aria-label={t('wardrobe.characters.chooseNamed', { name })}
                    >
                      {t('wardrobe.characters.choose')}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
