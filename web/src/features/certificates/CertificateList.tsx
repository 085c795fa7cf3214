import { SimpleGrid } from '@mantine/core';
import type { Certificate } from '@umka/contracts';
import { CertificateCard } from './CertificateCard.tsx';
import { useDownloadCertificate } from './certificates.queries.ts';

export interface CertificateListProps {
  certificates: readonly Certificate[];
  /** Whether this viewer may withdraw a given certificate; none when absent. */
  canWithdraw?: (certificate: Certificate) => boolean;
  onWithdraw?: (certificate: Certificate) => void;
}

export function CertificateList({ certificates, canWithdraw, onWithdraw }: CertificateListProps) {
  const download = useDownloadCertificate();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {certificates.map((certificate) => (
        <CertificateCard
          key={certificate.id}
          certificate={certificate}
          onDownload={(chosen) => download.mutate(chosen)}
          downloading={download.isPending && download.variables?.id === certificate.id}
          {...(onWithdraw && canWithdraw?.(certificate) ? { onWithdraw } : {})}
        />
      ))}
    </SimpleGrid>
  );
}
