import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlbum, IconPencil, IconPhotoPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminAlbum, AdminPicture, AlbumBody, PictureBody } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  useAddPicture,
  useAdminAlbums,
  useDeleteAlbum,
  useDeletePicture,
  useReplacePictureImage,
  useSaveAlbum,
  useUpdatePicture,
} from '../albums.queries.ts';
import { AlbumForm } from './AlbumForm.tsx';
import { PictureForm } from './PictureForm.tsx';
import { PicturePieces } from './PicturePieces.tsx';
import { PictureTile } from './PictureTile.tsx';

/** The subjects with albums (spec §2): reading and mental arithmetic. */
const ALBUM_SUBJECTS = [2, 3] as const;

/** The album open in its dialog: null for a new one. */
type AlbumEditing = { album: AdminAlbum | null } | null;
/**
 * The picture dialog: a new picture of an album or an existing one, then, once the server has cut it, the ten
 * pieces it answered.
 */
type PictureEditing = { albumId: number; picture: AdminPicture | null; cut: AdminPicture | null } | null;

function AlbumCard({
  album,
  onEdit,
  onAddPicture,
  onEditPicture,
}: {
  album: AdminAlbum;
  onEdit: () => void;
  onAddPicture: () => void;
  onEditPicture: (picture: AdminPicture) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(album.title);
  const deleteAlbum = useDeleteAlbum();
  const deletePicture = useDeletePicture();
  const updatePicture = useUpdatePicture();

  const removeAlbum = () =>
    confirmDelete({
      title: t('albumsAdmin.albums.confirmDelete'),
      message: t('albumsAdmin.albums.confirmDeleteText', { title }),
      confirmLabel: t('albumsAdmin.albums.delete'),
      remove: () => deleteAlbum.mutateAsync(album.id),
      done: t('albumsAdmin.albums.deleted'),
    });
  const removePicture = (picture: AdminPicture) =>
    confirmDelete({
      title: t('albumsAdmin.picture.confirmDelete'),
      message: t('albumsAdmin.picture.confirmDeleteText', { title: localize(picture.title) }),
      confirmLabel: t('albumsAdmin.picture.delete'),
      remove: () => deletePicture.mutateAsync(picture.id),
      done: t('albumsAdmin.picture.deleted'),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Group gap="xs">
              <Badge variant="light" tt="none">
                {t('albumsAdmin.albums.position', { position: album.position })}
              </Badge>
              <Badge variant="light" color="pink" tt="none">
                {t('albumsAdmin.albums.reward', { count: album.reward_likes })}
              </Badge>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button variant="light" leftSection={<IconPhotoPlus size={18} />} onClick={onAddPicture}>
              {t('albumsAdmin.albums.addPicture')}
            </Button>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('albumsAdmin.albums.edit', { title })}
              onClick={onEdit}
            >
              <IconPencil size={20} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('albumsAdmin.albums.deleteOne', { title })}
              loading={deleteAlbum.isPending}
              onClick={() => void removeAlbum()}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Group>
        {album.pictures.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('albumsAdmin.albums.noPictures')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            {album.pictures.map((picture) => (
              <PictureTile
                key={picture.id}
                picture={picture}
                toggling={updatePicture.isPending && updatePicture.variables.id === picture.id}
                deleting={deletePicture.isPending && deletePicture.variables === picture.id}
                onLegendary={(value) => updatePicture.mutate({ id: picture.id, body: { is_legendary: value } })}
                onEdit={() => onEditPicture(picture)}
                onDelete={() => void removePicture(picture)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/albums: the albums of a subject with their pictures; pictures are uploaded whole and cut by the server. */
export function AdminAlbumsPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [subjectId, setSubjectId] = useState<number>(ALBUM_SUBJECTS[0]);
  const albums = useAdminAlbums(subjectId);
  const saveAlbum = useSaveAlbum();
  const addPicture = useAddPicture();
  const updatePicture = useUpdatePicture();
  const replaceImage = useReplacePictureImage();
  const [albumEditing, setAlbumEditing] = useState<AlbumEditing>(null);
  const [pictureEditing, setPictureEditing] = useState<PictureEditing>(null);

  const nextPosition = albums.data?.reduce((last, album) => Math.max(last, album.position + 1), 0) ?? 0;

  const onSaveAlbum = async (body: AlbumBody) => {
    const id = albumEditing?.album?.id ?? null;
    await saveAlbum.mutateAsync({ id, body });
    notifySuccess(t(id === null ? 'albumsAdmin.albumForm.created' : 'albumsAdmin.albumForm.saved'));
    setAlbumEditing(null);
  };

  const onSavePicture = async (body: PictureBody, file: File | null) => {
    if (!pictureEditing) return;
    const { albumId, picture } = pictureEditing;
    if (picture === null) {
      if (!file) return;
      const cut = await addPicture.mutateAsync({ albumId, body, file });
      notifySuccess(t('albumsAdmin.picture.created'));
      setPictureEditing({ albumId, picture: null, cut });
      return;
    }
    const saved = await updatePicture.mutateAsync({ id: picture.id, body });
    if (!file) {
      notifySuccess(t('albumsAdmin.picture.saved'));
      setPictureEditing(null);
      return;
    }
    const cut = await replaceImage.mutateAsync({ id: saved.id, file });
    notifySuccess(t('albumsAdmin.picture.created'));
    setPictureEditing({ albumId, picture, cut });
  };

  const pictureSaving = addPicture.isPending || updatePicture.isPending || replaceImage.isPending;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <IconAlbum size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
            <Title order={1} size="h2">
              {t('albumsAdmin.albums.title')}
            </Title>
          </Group>
          <Text c="dimmed">{t('albumsAdmin.albums.hint')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAlbumEditing({ album: null })}>
          {t('albumsAdmin.albums.add')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('albumsAdmin.subjects.label')}
        value={String(subjectId)}
        onChange={(value) => setSubjectId(Number(value))}
        data={ALBUM_SUBJECTS.map((id) => ({ value: String(id), label: t(`albumsAdmin.subjects.${id}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {albums.isPending ? (
        <Spinner centered />
      ) : albums.isError ? (
        <QueryError error={albums.error} onRetry={() => void albums.refetch()} />
      ) : albums.data.length === 0 ? (
        <EmptyState title={t('albumsAdmin.albums.emptyTitle')} description={t('albumsAdmin.albums.emptyText')} />
      ) : (
        albums.data.map((album) => (
          <AlbumCard
            key={album.id}
            album={album}
            onEdit={() => setAlbumEditing({ album })}
            onAddPicture={() => setPictureEditing({ albumId: album.id, picture: null, cut: null })}
            onEditPicture={(picture) => setPictureEditing({ albumId: album.id, picture, cut: null })}
          />
        ))
      )}
      <AppModal
        opened={albumEditing !== null}
        onClose={() => setAlbumEditing(null)}
        title={t(albumEditing?.album ? 'albumsAdmin.albumForm.editTitle' : 'albumsAdmin.albumForm.createTitle')}
        closeOnClickOutside={false}
      >
        {albumEditing ? (
          <AlbumForm
            key={albumEditing.album?.id ?? 'new'}
            album={albumEditing.album}
            subjectId={subjectId}
            nextPosition={nextPosition}
            saving={saveAlbum.isPending}
            onSave={onSaveAlbum}
            onCancel={() => setAlbumEditing(null)}
          />
        ) : null}
      </AppModal>
      <AppModal
        opened={pictureEditing !== null}
        onClose={() => setPictureEditing(null)}
        title={t(pictureEditing?.picture ? 'albumsAdmin.picture.editTitle' : 'albumsAdmin.picture.createTitle')}
        size="lg"
        closeOnClickOutside={false}
      >
        {pictureEditing?.cut ? (
          <Stack gap="md">
            <PicturePieces title={localize(pictureEditing.cut.title)} puzzles={pictureEditing.cut.puzzles} />
            <Group justify="flex-end">
              <Button onClick={() => setPictureEditing(null)}>{t('albumsAdmin.picture.done')}</Button>
            </Group>
          </Stack>
        ) : pictureEditing ? (
          <PictureForm
            key={pictureEditing.picture?.id ?? 'new'}
            picture={pictureEditing.picture}
            saving={pictureSaving}
            onSave={onSavePicture}
            onCancel={() => setPictureEditing(null)}
          />
        ) : null}
      </AppModal>
    </Stack>
  );
}
