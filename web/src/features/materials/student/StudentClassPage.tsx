import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { StudentClass } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { usePictureViewer } from '../../files/index.ts';
import { ClassLibraryMaterials } from '../../library/index.ts';
import { MaterialContent } from '../MaterialContent.tsx';
import { useStudentClasses } from '../materials.queries.ts';
import { ScheduleList } from '../ScheduleList.tsx';
import { RecordingPlayer } from './RecordingPlayer.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ClassCard({ schoolClass }: { schoolClass: StudentClass }) {
  const { t } = useTranslation();
  const pictures = usePictureViewer(
    schoolClass.materials.flatMap((material) => (material.file ? [material.file] : [])),
    t('privateFiles.title'),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={schoolClass.title}>
      <Stack gap="md">
        {pictures.viewer}
        <Stack gap={2}>
          <Title order={2} size="h3">
            {schoolClass.title}
          </Title>
          <Text c="dimmed">{t('studentClass.teacher', { name: schoolClass.teacher_name })}</Text>
        </Stack>
        {schoolClass.message ? (
          <Part title={t('studentClass.message')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{schoolClass.message}</Text>
          </Part>
        ) : null}
        <Divider />
        <Part title={t('studentClass.schedule')}>
          <ScheduleList slots={schoolClass.schedule} />
        </Part>
        <Divider />
        <Part title={t('studentClass.materials')}>
          {schoolClass.materials.length === 0 ? (
            <Text c="dimmed">{t('studentClass.noMaterials')}</Text>
          ) : (
            schoolClass.materials.map((material) => (
              <Stack key={material.id} gap={2}>
                <Text fw={600}>{material.title}</Text>
                {material.description ? <Text size="sm">{material.description}</Text> : null}
                <div>
                  <MaterialContent material={material} viewer={pictures} />
                </div>
              </Stack>
            ))
          )}
          <ClassLibraryMaterials groupId={schoolClass.id} />
        </Part>
        <Divider />
        <Part title={t('studentClass.recordings.title')}>
          {schoolClass.recordings.length === 0 ? (
            <Text c="dimmed">{t('studentClass.recordings.empty')}</Text>
          ) : (
            schoolClass.recordings.map((recording) => <RecordingPlayer key={recording.id} recording={recording} />)
          )}
        </Part>
      </Stack>
    </Card>
  );
}

/** /student/class (spec §2): the student's classes in the chosen subject with schedule, materials and video. */
export function StudentClassPage() {
  const { t } = useTranslation();
  const studentId = useAuth().user?.id ?? null;
  const { subject } = useSubject();
  const classes = useStudentClasses(studentId, subject?.id ?? null);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('studentClass.title')}
      </Title>
      {classes.isPending ? (
        <Spinner centered />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <EmptyState icon={<IconSchool size={32} stroke={1.5} />} title={t('studentClass.empty')} />
      ) : (
        classes.data.map((schoolClass) => <ClassCard key={schoolClass.id} schoolClass={schoolClass} />)
      )}
    </Stack>
  );
}
