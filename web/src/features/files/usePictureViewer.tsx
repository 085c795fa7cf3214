import { filesApi, type PrivateFile } from '@umka/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { ImageViewer } from '../../ui/ImageViewer.tsx';

/** Pictures a browser shows inline; other files (PDF, documents) are only downloaded. */
export function isPicture(file: Pick<PrivateFile, 'content_type'>): boolean {
  return /^image\/(png|jpeg|webp|gif)$/.test(file.content_type);
}

export interface PictureViewer {
  /** The files that open in the viewer, in the order given. */
  pictures: readonly PrivateFile[];
  /** Fetches the pictures (they need the bearer token) and opens the viewer at this one. */
  open: (fileId: number) => Promise<void>;
  /** The picture being fetched before the viewer opens, for its button's spinner. */
  loadingId: number | null;
  /** The viewer itself, to render once anywhere. */
  viewer: ReactNode;
}

/**
 * Private pictures in the image viewer of spec §2, previous and next among the files given. Their bytes
 * come as object URLs, kept while the component lives and released when it goes.
 */
export function usePictureViewer(files: readonly PrivateFile[], title?: string): PictureViewer {
  const pictures = files.filter(isPicture);
  const urls = useRef(new Map<number, string>());
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [openAt, setOpenAt] = useState<number | null>(null);

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const open = async (fileId: number) => {
    setLoadingId(fileId);
    try {
      await Promise.all(
        pictures
          .filter((file) => !urls.current.has(file.id))
          .map(async (file) => {
            urls.current.set(
              file.id,
              URL.createObjectURL(await api.call(filesApi.download, { params: { id: file.id } })),
            );
          }),
      );
      setOpenAt(
        Math.max(
          0,
          pictures.findIndex((file) => file.id === fileId),
        ),
      );
    } catch {
      // The api client has already shown the server's reason.
    } finally {
      setLoadingId(null);
    }
  };

  const viewer = (
    <ImageViewer
      opened={openAt !== null}
      onClose={() => setOpenAt(null)}
      startIndex={openAt ?? 0}
      title={title}
      images={pictures.map((file) => ({ src: urls.current.get(file.id) ?? '', alt: file.name, caption: file.name }))}
    />
  );
  return { pictures, open, loadingId, viewer };
}
