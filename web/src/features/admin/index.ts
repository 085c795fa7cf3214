export { adminKeys } from './admin.queries.ts';
