import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrophy } from '@tabler/icons-react';
import type { ItProjectCard as Project } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useItCategories, useItProjects, useItProjectsTop } from '../itProjects.queries.ts';
import { ItProjectCard } from './ItProjectCard.tsx';
import { ItProjectFormModal } from './ItProjectFormModal.tsx';

type Section = 'all' | 'top' | 'mine';

function ProjectGrid({
  projects,
  showStatus,
  ranked,
}: {
  projects: Project[];
  showStatus?: boolean;
  ranked?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {projects.map((project, index) => (
        <ItProjectCard
          key={project.id}
          project={project}
          showStatus={showStatus ?? false}
          {...(ranked ? { place: index + 1 } : {})}
        />
      ))}
    </SimpleGrid>
  );
}

/** The exhibition's own list (all approved projects) or the student's own: searched, filtered, sorted and paged. */
function ProjectList({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const categories = useItCategories();
  const [title, setTitle] = useState('');
  const [search] = useDebouncedValue(title, 300);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [orderBy, setOrderBy] = useState<'new' | 'likes'>('new');
  const [page, setPage] = useState(1);
  const projects = useItProjects({ title: search, categoryId, orderBy, page, mine });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      {mine ? null : (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('itProjects.page.search')}
            placeholder={t('itProjects.page.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={title}
            onChange={(event) => reset(setTitle)(event.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label={t('itProjects.page.category')}
            placeholder={t('itProjects.page.allCategories')}
            data={(categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: localize(category.title),
            }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(value) => reset(setCategoryId)(value === null ? null : Number(value))}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="it-projects-sort">
              {t('itProjects.page.sort')}
            </Text>
            <SegmentedControl
              aria-labelledby="it-projects-sort"
              data={[
                { value: 'new', label: t('itProjects.page.sortNew') },
                { value: 'likes', label: t('itProjects.page.sortLikes') },
              ]}
              value={orderBy}
              onChange={(value) => reset(setOrderBy)(value as 'new' | 'likes')}
            />
          </Stack>
        </Group>
      )}
      {projects.isPending ? (
        <PageLoader />
      ) : projects.isError ? (
        <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
      ) : projects.data.data.length === 0 ? (
        <EmptyState
          title={t(mine ? 'itProjects.page.mineEmpty' : 'itProjects.page.empty')}
          description={t(mine ? 'itProjects.page.mineEmptyHint' : 'itProjects.page.emptyHint')}
        />
      ) : (
        <>
          <ProjectGrid projects={projects.data.data} showStatus={mine} />
          {projects.data.last_page > 1 ? (
            <Group justify="center">
              <AppPagination total={projects.data.last_page} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function TopList() {
  const { t } = useTranslation();
  const top = useItProjectsTop(true);
  if (top.isPending) return <PageLoader />;
  if (top.isError) return <QueryError error={top.error} onRetry={() => void top.refetch()} />;
  if (top.data.data.length === 0) return <EmptyState title={t('itProjects.page.topEmpty')} />;
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('itProjects.page.topHint')}
      </Text>
      <ProjectGrid projects={top.data.data} ranked />
    </Stack>
  );
}

/** Spec §2 /student/projects: the projects exhibition of the IT direction, its top 20 and the student's own. */
export function ItProjectsPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('all');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('itProjects.page.title')}
          </Title>
          <Text c="dimmed">{t('itProjects.page.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {t('itProjects.page.newProject')}
        </Button>
      </Group>
      <Tabs value={section} onChange={(value) => setSection((value as Section | null) ?? 'all')} keepMounted={false}>
        <Tabs.List aria-label={t('itProjects.page.tabs')}>
          <Tabs.Tab value="all">{t('itProjects.page.all')}</Tabs.Tab>
          <Tabs.Tab value="top" leftSection={<IconTrophy size={16} />}>
            {t('itProjects.page.top')}
          </Tabs.Tab>
          <Tabs.Tab value="mine">{t('itProjects.page.mine')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          <ProjectList mine={false} />
        </Tabs.Panel>
        <Tabs.Panel value="top" pt="md">
          <TopList />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <ProjectList mine />
        </Tabs.Panel>
      </Tabs>
      <ItProjectFormModal opened={creating} onClose={() => setCreating(false)} onSaved={() => setSection('mine')} />
    </Stack>
  );
}
