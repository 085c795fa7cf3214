import { Anchor, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { localize, useLocale } from '../../lib/i18n.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { CertificateList, useCertificates } from '../certificates/index.ts';
import { StudentDataRightsCard } from '../data-rights/index.ts';
import { StudentDiaryView, useStudentDiary } from '../diaries/index.ts';
import { LikesHistoryView } from '../likes/index.ts';
import { StudentHomeworkTable, useStudentHomework } from '../students/index.ts';
import { ChildWeekCard } from './ChildWeekCard.tsx';
import { useChildren, useChildTrends, useChildWeek } from './parents.queries.ts';
import { TeacherComments } from './TeacherComments.tsx';
import { WeeklyTrendCharts } from './WeeklyTrendCharts.tsx';

type Section = 'trainers' | 'homework' | 'diary' | 'likes' | 'certificates';
const SECTIONS: readonly Section[] = ['trainers', 'homework', 'diary', 'likes', 'certificates'];

function Loading<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Spinner centered />;
  if (query.isError || query.data === undefined)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function TrainersSection({ childId, subjectId }: { childId: number; subjectId: number }) {
  const { t } = useTranslation();
  const trends = useChildTrends(childId, subjectId);
  return (
    <Loading query={trends}>
      {(data) =>
        data.length === 0 ? (
          <EmptyState
            title={t('parents.child.noRoundsTitle')}
            description={t('parents.child.noRoundsText')}
            icon={<IconChartBar size={32} stroke={1.5} />}
          />
        ) : (
          <WeeklyTrendCharts trends={data} />
        )
      }
    </Loading>
  );
}

function HomeworkSection({
  childId,
  subjectId,
  classes,
}: {
  childId: number;
  subjectId: number;
  classes: { id: number; title: string; subject_id: number }[];
}) {
  const { t } = useTranslation();
  const homework = useStudentHomework(childId);
  return (
    <Loading query={homework}>
      {(data) => {
        const current = data.current.filter((entry) => entry.subject_id === subjectId);
        const past = data.past.filter((entry) => entry.subject_id === subjectId);
        return current.length + past.length === 0 ? (
          <EmptyState title={t('parents.child.noHomework')} />
        ) : (
          <Stack gap="lg">
            <StudentHomeworkTable
              current={current}
              past={past}
              classes={classes}
              caption={t('parents.child.homeworkCaption')}
            />
            <TeacherComments homework={[...current, ...past]} />
          </Stack>
        );
      }}
    </Loading>
  );
}

function DiarySection({ childId, subjectId }: { childId: number; subjectId: number }) {
  const { t } = useTranslation();
  const diary = useStudentDiary(childId, subjectId);
  return (
    <Loading query={diary}>
      {(entries) => <StudentDiaryView entries={entries} emptyText={t('parents.child.noDiary')} />}
    </Loading>
  );
}

function CertificatesSection({ childId }: { childId: number }) {
  const { t } = useTranslation();
  const certificates = useCertificates(childId);
  return (
    <Loading query={certificates}>
      {(data) =>
        data.length === 0 ? (
          <EmptyState title={t('parents.child.noCertificates')} />
        ) : (
          <CertificateList certificates={data} />
        )
      }
    </Loading>
  );
}

/**
 * /parent/children/:id: one child's progress in the chosen subject: the week so far, each trainer's weeks, the
 * homework with the teacher's comments, the diary, likes earned and spent, certificates. Read only.
 */
export function ParentChildPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const childId = Number(useParams().id);
  const children = useChildren();
  const week = useChildWeek(childId);
  const child = children.data?.find((entry) => entry.id === childId);
  const [picked, setPicked] = useState<number | null>(null);
  const [section, setSection] = useState<Section>('trainers');
  const navigate = useNavigate();

  if (children.isPending) return <Spinner centered />;
  if (children.isError) return <QueryError error={children.error} onRetry={() => void children.refetch()} />;
  if (!child) {
    return (
      <EmptyState
        title={t('parents.child.notFound')}
        action={
          <Anchor component={Link} to="/parent">
            {t('parents.child.back')}
          </Anchor>
        }
      />
    );
  }
  const subjectId = picked ?? child.subjects[0]?.id ?? null;
  const classes = child.classes;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/parent" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('parents.child.back')}
        </Group>
      </Anchor>
      <Group wrap="nowrap">
        <UserAvatar src={child.avatar} name={`${child.first_name} ${child.last_name}`} size="lg" />
        <Stack gap={0}>
          <Title order={1} size="h2">
            {child.first_name} {child.last_name}
          </Title>
          <Text c="dimmed" size="sm">
            {classes.length > 0
              ? classes.map((item) => `${item.title} · ${item.teacher_name}`).join(', ')
              : t('parents.home.noClass')}
          </Text>
        </Stack>
      </Group>
      {child.subjects.length > 1 ? (
        <SegmentedControl
          aria-label={t('parents.child.subject')}
          value={String(subjectId)}
          onChange={(value) => setPicked(Number(value))}
          data={child.subjects.map((subject) => ({
            value: String(subject.id),
            label: localize(subject.title, locale),
          }))}
        />
      ) : null}
      {subjectId === null ? (
        <EmptyState title={t('parents.child.noSubjects')} />
      ) : (
        <>
          <Loading query={week}>{(data) => <ChildWeekCard week={data} subjectId={subjectId} />}</Loading>
          <Tabs value={section} onChange={(value) => value && setSection(value as Section)}>
            <Tabs.List aria-label={t('parents.child.sections')}>
              {SECTIONS.map((entry) => (
                <Tabs.Tab key={entry} value={entry}>
                  {t(`parents.child.tabs.${entry}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="trainers" pt="md">
              <TrainersSection childId={child.id} subjectId={subjectId} />
            </Tabs.Panel>
            <Tabs.Panel value="homework" pt="md">
              <HomeworkSection childId={child.id} subjectId={subjectId} classes={classes} />
            </Tabs.Panel>
            <Tabs.Panel value="diary" pt="md">
              <DiarySection childId={child.id} subjectId={subjectId} />
            </Tabs.Panel>
            <Tabs.Panel value="likes" pt="md">
              <LikesHistoryView
                key={subjectId}
                studentId={child.id}
                subjectId={subjectId}
                emptyText={t('parents.child.noLikes')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="certificates" pt="md">
              <CertificatesSection childId={child.id} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
      <StudentDataRightsCard
        student={{ id: child.id, name: `${child.first_name} ${child.last_name}` }}
        onErased={() => void navigate('/parent')}
      />
    </Stack>
  );
}
