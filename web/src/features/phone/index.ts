export { useUnreadCounts } from './phone.queries.ts';
