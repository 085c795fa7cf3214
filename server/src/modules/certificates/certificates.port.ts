import { findCourseCertificate, insertCourseCertificate, listCourseCertificates } from './certificates.repo.ts';

/** What other modules may ask of certificates: the course direction issues one per finished course (issue [13]). */
export const certificatesPort = { findCourseCertificate, insertCourseCertificate, listCourseCertificates };

export type CertificatesPort = typeof certificatesPort;
