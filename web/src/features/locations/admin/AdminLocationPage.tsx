import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { AdminLocationDetail, AdminThing, LocationPatch, ThingBody } from '@umka/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminLocation, useDeleteThing, useSaveLocation, useSaveThing } from '../locations.queries.ts';
import { LocationSettingsForm } from './LocationSettingsForm.tsx';
import { ThingCard } from './ThingCard.tsx';
import { ThingForm } from './ThingForm.tsx';

/** The id of /admin/locations/:id; NaN for a malformed one. */
function useLocationId(): number {
  const { id = '' } = useParams();
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** The thing open in the dialog: null for a new one. */
type Editing = { thing: AdminThing | null } | null;

function LocationEditor({ detail }: { detail: AdminLocationDetail }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { location, things } = detail;
  const saveLocation = useSaveLocation(location.id);
  const saveThing = useSaveThing(location.id);
  const deleteThing = useDeleteThing();
  const [editing, setEditing] = useState<Editing>(null);
  const thingsTitle = useId();

  const onSaveLocation = async (body: LocationPatch) => {
    await saveLocation.mutateAsync(body);
    notifySuccess(t('adminLocations.form.saved'));
  };

  const onSaveThing = async (body: ThingBody) => {
    const id = editing?.thing?.id ?? null;
    await saveThing.mutateAsync({ id, body });
    notifySuccess(t(id === null ? 'adminLocations.thing.created' : 'adminLocations.thing.saved'));
    setEditing(null);
  };

  const remove = (thing: AdminThing) =>
    confirmDelete({
      title: t('adminLocations.thing.confirmDelete'),
      message: t('adminLocations.thing.confirmDeleteText', { title: localize(thing.title) }),
      confirmLabel: t('adminLocations.thing.delete'),
      remove: () => deleteThing.mutateAsync(thing.id),
      done: t('adminLocations.thing.deleted'),
    });

  return (
    <Stack gap="lg">
      <LocationSettingsForm
        key={location.id}
        location={location}
        saving={saveLocation.isPending}
        onSave={onSaveLocation}
      />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={thingsTitle}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h4" id={thingsTitle}>
                {t('adminLocations.things.title', { count: things.length })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('adminLocations.things.hint')}
              </Text>
            </Stack>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ thing: null })}>
              {t('adminLocations.things.add')}
            </Button>
          </Group>
          {things.length === 0 ? (
            <EmptyState
              title={t('adminLocations.things.emptyTitle')}
              description={t('adminLocations.things.emptyText')}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {things.map((thing) => (
                <ThingCard
                  key={thing.id}
                  thing={thing}
                  background={location.background}
                  deleting={deleteThing.isPending && deleteThing.variables === thing.id}
                  onEdit={() => setEditing({ thing })}
                  onDelete={() => void remove(thing)}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Card>
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.thing ? 'adminLocations.thing.editTitle' : 'adminLocations.thing.createTitle')}
        size="xl"
        closeOnClickOutside={false}
      >
        {editing ? (
          <ThingForm
            key={editing.thing?.id ?? 'new'}
            thing={editing.thing}
            background={location.background}
            saving={saveThing.isPending}
            onSave={onSaveThing}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
    </Stack>
  );
}

/** /admin/locations/:id: a location's titles and background, and the things its shop sells. */
export function AdminLocationPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const id = useLocationId();
  const validId = !Number.isNaN(id);
  const detail = useAdminLocation(validId ? id : null);
  const missing = !validId || (detail.isError && isApiError(detail.error) && detail.error.status === 404);

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button
          component={Link}
          to="/admin/locations"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px={0}
        >
          {t('adminLocations.form.back')}
        </Button>
        <Title order={1} size="h2">
          {detail.data ? localize(detail.data.location.title) : t('adminLocations.form.title')}
        </Title>
        {detail.data ? <Text c="dimmed">{t(`adminLocations.kind.${detail.data.location.kind}`)}</Text> : null}
      </Stack>
      {missing ? (
        <EmptyState title={t('adminLocations.form.notFound')} titleOrder={2} />
      ) : detail.isPending ? (
        <Spinner centered />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <LocationEditor detail={detail.data} />
      )}
    </Stack>
  );
}
