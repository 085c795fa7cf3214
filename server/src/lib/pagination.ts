import type { PageQuery } from '@umka/contracts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return {
    items,
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.per_page;
}
