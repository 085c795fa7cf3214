import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's pagination with names for its arrow buttons: without them a screen reader hears an unnamed
 * button, and axe fails the page once a list has enough pages to show them.
 */
export function AppPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return <Pagination getControlProps={(control) => ({ 'aria-label': t(`ui.pagination.${control}`) })} {...props} />;
}
