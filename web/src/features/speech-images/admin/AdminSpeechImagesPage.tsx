import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconPlus } from '@tabler/icons-react';
import {
  LOCALES,
  type Locale,
  SPEECH_SOUNDS,
  type SpeechImage,
  type SpeechImageBody,
  type SpeechImagePatch,
  type SpeechSound,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  useAddSpeechImage,
  useDeleteSpeechImage,
  useEditSpeechImage,
  useSpeechImages,
} from '../speechImages.queries.ts';
import { SpeechImageAddForm } from './SpeechImageAddForm.tsx';
import { SpeechImageEditForm } from './SpeechImageEditForm.tsx';
import { SpeechImageTile } from './SpeechImageTile.tsx';

const ALL = 'all';
type SoundFilter = SpeechSound | typeof ALL;

/**
 * /admin/speech-images: the picture cards of the speech games, per language and sound. A card added, changed or
 * deleted reaches the next game; a game under way keeps the cards it was dealt.
 */
export function AdminSpeechImagesPage() {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Locale>('ru-RU');
  const [filter, setFilter] = useState<SoundFilter>('r');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SpeechImage | null>(null);
  const cards = useSpeechImages(locale, filter === ALL ? undefined : filter);
  const add = useAddSpeechImage();
  const edit = useEditSpeechImage();
  const remove = useDeleteSpeechImage();

  const onAdd = async (body: SpeechImageBody, file: File | null) => {
    const created = await add.mutateAsync({ body, file });
    notifySuccess(t('speechImages.added', { word: created.word }));
    setAdding(false);
  };
  const onEdit = async (patch: SpeechImagePatch) => {
    if (!editing) return;
    const saved = await edit.mutateAsync({ id: editing.id, patch });
    notifySuccess(t('speechImages.saved', { word: saved.word }));
    setEditing(null);
  };
  const onDelete = (card: SpeechImage) =>
    confirmDelete({
      title: t('speechImages.confirmDelete'),
      message: t('speechImages.confirmDeleteText', { word: card.word }),
      confirmLabel: t('speechImages.deleteConfirm'),
      remove: () => remove.mutateAsync(card.id),
      done: t('speechImages.deleted', { word: card.word }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Group gap="sm">
            <IconPhotoPlus size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
            <Title order={1} size="h2">
              {t('speechImages.title')}
            </Title>
          </Group>
          <Text c="dimmed">{t('speechImages.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)} radius="xl">
          {t('speechImages.add')}
        </Button>
      </Group>
      <Group gap="md">
        <SegmentedControl
          aria-label={t('speechImages.language')}
          data={LOCALES.map((value) => ({ value, label: t(`speechImages.languages.${value}`) }))}
          value={locale}
          onChange={(value) => setLocale(value as Locale)}
        />
        <SegmentedControl
          aria-label={t('speechImages.soundFilter')}
          data={[
            ...SPEECH_SOUNDS.map((value) => ({ value, label: t(`speechImages.sounds.${value}`) })),
            { value: ALL, label: t('speechImages.allSounds') },
          ]}
          value={filter}
          onChange={(value) => setFilter(value as SoundFilter)}
        />
      </Group>
      {cards.isPending ? (
        <Spinner centered />
      ) : cards.isError ? (
        <QueryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState title={t('speechImages.emptyTitle')} description={t('speechImages.emptyText')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('speechImages.total', { count: cards.data.length })}
          </Text>
          <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {cards.data.map((card) => (
              <SpeechImageTile
                key={card.id}
                card={card}
                showSound={filter === ALL}
                deleting={remove.isPending && remove.variables === card.id}
                onEdit={() => setEditing(card)}
                onDelete={() => void onDelete(card)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <AppModal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('speechImages.addTitle', { language: t(`speechImages.languages.${locale}`) })}
        size="lg"
        closeOnClickOutside={false}
      >
        {adding ? (
          <SpeechImageAddForm
            locale={locale}
            sound={filter === ALL ? 'r' : filter}
            saving={add.isPending}
            onSave={onAdd}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </AppModal>
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('speechImages.editTitle', { word: editing?.word ?? '' })}
        closeOnClickOutside={false}
      >
        {editing ? (
          <SpeechImageEditForm
            key={editing.id}
            card={editing}
            saving={edit.isPending}
            onSave={onEdit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
    </Stack>
  );
}
