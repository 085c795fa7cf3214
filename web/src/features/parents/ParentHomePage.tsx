import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronRight, IconUserPlus } from '@tabler/icons-react';
import { CLASS_CODE_LENGTH } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { localize } from '../../lib/i18n.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useChildren, useLinkChild } from './parents.queries.ts';

/** One more child: the code the child (or their teacher) made in their "Parents" page. */
function AddChildForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLinkChild();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/[\s-]/g, '').toUpperCase();
    if (value.length !== CLASS_CODE_LENGTH) {
      setError(t('parents.join.codeInvalid'));
      return;
    }
    link.mutate(value, {
      onSuccess: (child) => navigate(`/parent/children/${child.id}`),
      onError: (failure) => setError(isApiError(failure) ? localize(failure.message) : t('parents.join.codeInvalid')),
    });
  };
  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('parents.home.addLabel')}
            description={t('parents.home.addHint')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" leftSection={<IconUserPlus size={18} />} loading={link.isPending}>
            {t('parents.home.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** /parent: the children a parent follows, each opening their progress; and a way to add one more. */
export function ParentHomePage() {
  const { t } = useTranslation();
  const children = useChildren();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('parents.home.title')}
        </Title>
        <Text c="dimmed">{t('parents.home.subtitle')}</Text>
      </Stack>
      {children.isPending ? <Spinner centered /> : null}
      {children.isError ? <QueryError error={children.error} onRetry={() => void children.refetch()} /> : null}
      {children.isSuccess && children.data.length === 0 ? (
        <EmptyState title={t('parents.home.emptyTitle')} description={t('parents.home.emptyText')} />
      ) : null}
      {children.isSuccess && children.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {children.data.map((child) => (
            <Card
              key={child.id}
              component={Link}
              to={`/parent/children/${child.id}`}
              withBorder
              radius="lg"
              padding="lg"
            >
              <Group wrap="nowrap">
                <UserAvatar src={child.avatar} name={`${child.first_name} ${child.last_name}`} size="lg" />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text fw={700} fz="lg">
                    {child.first_name} {child.last_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {child.classes.length > 0
                      ? child.classes.map((item) => `${item.title} · ${item.teacher_name}`).join(', ')
                      : t('parents.home.noClass')}
                  </Text>
                </Stack>
                <IconChevronRight size={20} aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <AddChildForm />
    </Stack>
  );
}
