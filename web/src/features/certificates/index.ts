export { certificatesKeys } from './certificates.queries.ts';
