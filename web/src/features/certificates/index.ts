export { CertificateList } from './CertificateList.tsx';
export { certificatesKeys, useCertificates } from './certificates.queries.ts';
