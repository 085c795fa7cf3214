import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconStretching } from '@tabler/icons-react';
import { GYMNASTICS_SUBJECTS, type GymnasticsVideo, isGymnasticsSubject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useAdminGymnastics } from '../gymnastics.queries.ts';
import { GymnasticsAddForm } from './GymnasticsAddForm.tsx';
import { GymnasticsEditModal, type SubjectOption } from './GymnasticsEditModal.tsx';
import { GymnasticsList } from './GymnasticsList.tsx';

/** /admin/gymnastics: each subject's eye and finger exercises (built in, links, uploaded videos), in order. */
export function AdminGymnasticsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const subjectList = useSubjects();
  const [subjectId, setSubjectId] = useState<number>(GYMNASTICS_SUBJECTS[0]);
  const [editing, setEditing] = useState<GymnasticsVideo | null>(null);
  const videos = useAdminGymnastics(subjectId);

  const subjects: SubjectOption[] = GYMNASTICS_SUBJECTS.map((id) => {
    const known = subjectList.data?.find((subject) => subject.id === id);
    return { value: String(id), label: known ? localized(known.title) : t('adminGymnastics.subjectNumber', { id }) };
  });
  const subjectName = subjects.find((subject) => subject.value === String(subjectId))?.label ?? '';

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconStretching size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('adminGymnastics.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('adminGymnastics.intro')}</Text>
      <Select
        label={t('adminGymnastics.fields.subject')}
        data={subjects}
        value={String(subjectId)}
        onChange={(value) => {
          const picked = Number(value);
          if (isGymnasticsSubject(picked)) setSubjectId(picked);
        }}
        allowDeselect={false}
        w={280}
      />
      <Card withBorder radius="lg" padding="lg">
        {videos.isPending ? (
          <Spinner centered />
        ) : videos.isError ? (
          <QueryError error={videos.error} onRetry={() => void videos.refetch()} />
        ) : (
          <GymnasticsList subjectId={subjectId} videos={videos.data} onEdit={setEditing} />
        )}
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="admin-gymnastics-add">
        <Stack gap="sm">
          <Title order={2} size="h4" id="admin-gymnastics-add">
            {t('adminGymnastics.add.title', { subject: subjectName })}
          </Title>
          <GymnasticsAddForm key={subjectId} subjectId={subjectId} subjectName={subjectName} />
        </Stack>
      </Card>
      {editing ? <GymnasticsEditModal video={editing} subjects={subjects} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
