import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppPagination } from './AppPagination.tsx';
import { QueryError } from './QueryError.tsx';
import { Spinner } from './Spinner.tsx';

/** One page of a list as the server answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  last_page: number;
}

/** What the frame reads of the list's query (a react-query result fits). */
export interface ListPageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: ListPage<T> | undefined;
  refetch: () => unknown;
}

export interface ListPageFrameProps<T> {
  icon: Icon;
  title: string;
  /** Buttons at the title's end: create, import, export… */
  actions?: ReactNode;
  /** Above the list, inside its card: the filters, a bar for the chosen rows. */
  toolbar: ReactNode;
  list: ListPageQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** «Всего: 42» under the list. */
  totalLabel: (total: number) => string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows' table. */
  children: (items: T[]) => ReactNode;
}

/** A list page of the admin cabinet: the title and its actions, then a card with the filters, the rows and the pages. */
export function ListPageFrame<T>({
  icon: TitleIcon,
  title,
  actions,
  toolbar,
  list,
  page,
  onPageChange,
  totalLabel,
  empty,
  children,
}: ListPageFrameProps<T>) {
  const data = list.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <TitleIcon size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} size="h2">
            {title}
          </Title>
        </Group>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          {toolbar}
          {list.isPending ? (
            <Spinner centered />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : data && data.items.length > 0 ? (
            <>
              {children(data.items)}
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {totalLabel(data.total)}
                </Text>
                <AppPagination
                  total={data.last_page}
                  value={page}
                  onChange={onPageChange}
                  hideWithOnePage
                  radius="xl"
                />
              </Group>
            </>
          ) : (
            empty
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
