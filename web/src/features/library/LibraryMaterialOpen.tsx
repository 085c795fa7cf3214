import { Anchor, Button, Group } from '@mantine/core';
import { IconDownload, IconExternalLink, IconEye } from '@tabler/icons-react';
import type { HomeworkMaterial, LibraryUploadedVideo } from '@umka/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/save-file.ts';
import { LibraryVideoPlayer } from './LibraryVideoPlayer.tsx';
import { type LibraryMaterialSource, librarySource } from './library.queries.ts';

/** KaTeX and the page's renderer load only when a page is opened, never with the page that lists the material. */
const LibraryPageDialog = lazy(() =>
  import('./LibraryPageDialog.tsx').then((module) => ({ default: module.LibraryPageDialog })),
);

/** What opening needs of a material, as the library and a homework item both show it. */
export type OpenableMaterial = Omit<HomeworkMaterial, 'video'> & { video: LibraryUploadedVideo | null };

interface LibraryMaterialOpenProps {
  material: OpenableMaterial;
  /** Where the page and the document are read from; the library's own endpoints unless another module grants it. */
  source?: LibraryMaterialSource;
  /** Told each time the reader opens it: a page shown, a document saved, a video played, a link or picture followed. */
  onOpen?: () => void;
}

/**
 * How a reader opens a library material: a page in a dialog, a document downloaded, an uploaded video played in a
 * dialog, anything else at its address.
 */
export function LibraryMaterialOpen({
  material,
  source = librarySource(material.id),
  onOpen,
}: LibraryMaterialOpenProps) {
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
          onClick={() => {
            setReading(true);
            onOpen?.();
          }}
        >
          {t('libraryReader.openPage')}
        </Button>
        {reading ? (
          <Suspense fallback={null}>
            <LibraryPageDialog source={source} onClose={() => setReading(false)} />
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
        saveFile(await source.document(), name);
        onOpen?.();
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
  if (material.video) {
    return (
      <LibraryVideoPlayer title={material.title} video={material.video} staleKey={source.videoKey} onPlay={onOpen} />
    );
  }
  const href = material.kind === 'picture' ? material.picture_url : material.url;
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" onClick={onOpen}>
      <Group gap={4} wrap="nowrap" component="span">
        {material.kind === 'picture' ? t('libraryReader.openPicture') : t('libraryReader.openLink')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
