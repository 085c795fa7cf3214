import { Anchor, Button, Group } from '@mantine/core';
import { IconDownload, IconExternalLink, IconEye } from '@tabler/icons-react';
import { type LibraryMaterial, libraryApi } from '@umka/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';

/** KaTeX and the page's renderer load only when a page is opened, never with the class page itself. */
const LibraryPageDialog = lazy(() =>
  import('./LibraryPageDialog.tsx').then((module) => ({ default: module.LibraryPageDialog })),
);

/** How a reader opens a library material: a page in a dialog, a document downloaded, anything else at its address. */
export function LibraryMaterialOpen({ material }: { material: LibraryMaterial }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const [loading, setLoading] = useState(false);

  if (material.kind === 'page') {
    return (
      <>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setReading(true)}
        >
          {t('libraryReader.openPage')}
        </Button>
        {reading ? (
          <Suspense fallback={null}>
            <LibraryPageDialog id={material.id} onClose={() => setReading(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (material.kind === 'document' && material.document) {
    const { name } = material.document;
    // The document needs the bearer token, so a plain link cannot fetch it: the bytes are saved through an object URL.
    const download = async () => {
      setLoading(true);
      try {
        const blob = await api.call(libraryApi.document, { params: { id: material.id } });
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        link.click();
        URL.revokeObjectURL(url);
      } catch {
        // The api client has already shown the server's reason.
      } finally {
        setLoading(false);
      }
    };
    return (
      <Button
        size="xs"
        variant="light"
        loading={loading}
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => void download()}
        aria-label={t('libraryReader.download', { name })}
      >
        {name}
      </Button>
    );
  }
  const href = material.kind === 'picture' ? material.picture_url : material.url;
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        {material.kind === 'picture' ? t('libraryReader.openPicture') : t('libraryReader.openLink')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
