import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFiles, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { ClassMaterial, Recording } from '@umka/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { usePictureViewer } from '../../files/index.ts';
import { ClassPageFrame } from '../../groups/index.ts';
import { MaterialContent } from '../MaterialContent.tsx';
import { useClassMaterials, useClassRecordings, useClassSchedule, useDeleteRecording } from '../materials.queries.ts';
import { UploadedVideo } from '../UploadedVideo.tsx';
import { RecordingForm } from './RecordingForm.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function SharedMaterials({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const materials = useClassMaterials(classId);
  if (materials.isPending) return <Spinner centered />;
  if (materials.isError) return <QueryError error={materials.error} onRetry={() => void materials.refetch()} />;
  if (materials.data.length === 0) return <Text c="dimmed">{t('materials.class.noMaterials')}</Text>;
  return <MaterialList materials={materials.data} />;
}

/** The class's materials; their pictures open in one viewer, previous and next among them. */
function MaterialList({ materials }: { materials: readonly ClassMaterial[] }) {
  const { t } = useTranslation();
  const pictures = usePictureViewer(
    materials.flatMap((material) => (material.file ? [material.file] : [])),
    t('privateFiles.title'),
  );
  return (
    <Stack gap="sm">
      {pictures.viewer}
      {materials.map((material) => (
        <Stack key={material.id} gap={2}>
          <Text fw={600}>{material.title}</Text>
          {material.description ? <Text size="sm">{material.description}</Text> : null}
          <div>
            <MaterialContent material={material} viewer={pictures} />
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

function Schedule({ classId }: { classId: number }) {
  const schedule = useClassSchedule(classId);
  if (schedule.isPending) return <Spinner centered />;
  if (schedule.isError) return <QueryError error={schedule.error} onRetry={() => void schedule.refetch()} />;
  return <ScheduleEditor classId={classId} slots={schedule.data} />;
}

function RecordingKindBadge({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={recording.kind === 'video' ? 'grape' : 'blue'}>
      {recording.video
        ? t('materials.recordings.videoBadge', { size: (recording.video.size / 1024 / 1024).toFixed(1) })
        : t('materials.recordings.kind.link')}
    </Badge>
  );
}

/** The teacher checks an upload on the player the students get, opened on demand so nothing loads unasked. */
function WatchVideo({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) return <UploadedVideo recording={recording} />;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlayerPlay size={14} />}
        onClick={() => setOpen(true)}
      >
        {t('materials.recordings.watch', { title: recording.title })}
      </Button>
    </div>
  );
}

function Recordings({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('day');
  const recordings = useClassRecordings(classId);
  const remove = useDeleteRecording();
  return (
    <Stack gap="md">
      {recordings.isPending ? (
        <Spinner centered />
      ) : recordings.isError ? (
        <QueryError error={recordings.error} onRetry={() => void recordings.refetch()} />
      ) : recordings.data.length === 0 ? (
        <Text c="dimmed">{t('materials.recordings.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {recordings.data.map((recording) => (
            <Group key={recording.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                {recording.url ? (
                  <Anchor href={recording.url} target="_blank" rel="noopener noreferrer" fw={600}>
                    {recording.title}
                  </Anchor>
                ) : (
                  <Text fw={600}>{recording.title}</Text>
                )}
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {formatDay(recording.recorded_on)}
                  </Text>
                  <RecordingKindBadge recording={recording} />
                </Group>
                {recording.kind === 'video' ? <WatchVideo recording={recording} /> : null}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('materials.recordings.remove', { title: recording.title })}
                loading={remove.isPending && remove.variables === recording.id}
                onClick={() =>
                  void confirmDelete({
                    title: t('materials.recordings.removeTitle'),
                    message: t('materials.recordings.removeMessage', { title: recording.title }),
                    confirmLabel: t('materials.delete.confirm'),
                    remove: () => remove.mutateAsync(recording.id),
                    done: t('materials.recordings.removed', { title: recording.title }),
                  })
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <RecordingForm classId={classId} />
    </Stack>
  );
}

/** /teacher/classes/{id}/materials (spec §2): what the class sees on its page, and the editors for it. */
export function TeacherClassMaterialsPage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame title={(schoolClass) => t('materials.class.title', { title: schoolClass.title })}>
      {(schoolClass) => (
        <Stack gap="lg">
          <Section
            title={t('materials.class.materials')}
            action={
              <Button component={Link} to="/teacher/materials" variant="default" leftSection={<IconFiles size={16} />}>
                {t('materials.class.toLibrary')}
              </Button>
            }
          >
            <SharedMaterials classId={schoolClass.id} />
          </Section>
          <Section title={t('materials.class.schedule')}>
            <Schedule classId={schoolClass.id} />
          </Section>
          <Section title={t('materials.class.recordings')}>
            <Recordings classId={schoolClass.id} />
          </Section>
        </Stack>
      )}
    </ClassPageFrame>
  );
}
