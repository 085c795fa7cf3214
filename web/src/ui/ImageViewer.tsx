import { ActionIcon, Badge, Group, Image, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './AppModal.tsx';

export interface ViewerImage {
  src: string;
  alt?: string;
  caption?: string;
}

export interface ImageViewerProps {
  opened: boolean;
  onClose: () => void;
  images: readonly ViewerImage[];
  /** Image shown first each time the viewer opens. */
  startIndex?: number;
  /** After the last image comes the first again; otherwise the arrows stop at the ends. */
  loop?: boolean;
  title?: string;
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(index, 0), Math.max(length - 1, 0));
}

/** Image viewer of spec §2: previous/next buttons, keyboard arrows and a counter. */
export function ImageViewer({ opened, onClose, images, startIndex = 0, loop = false, title }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => clampIndex(startIndex, images.length));

  useEffect(() => {
    if (opened) setIndex(clampIndex(startIndex, images.length));
  }, [opened, startIndex, images.length]);

  const count = images.length;
  const hasPrevious = count > 1 && (loop || index > 0);
  const hasNext = count > 1 && (loop || index < count - 1);
  const showPrevious = () => {
    if (hasPrevious) setIndex((i) => (i - 1 + count) % count);
  };
  const showNext = () => {
    if (hasNext) setIndex((i) => (i + 1) % count);
  };

  useHotkeys(
    opened
      ? [
          ['ArrowLeft', showPrevious],
          ['ArrowRight', showNext],
        ]
      : [],
  );

  const image = images[index];

  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="xl">
      {image ? (
        <Stack gap="sm">
          <Group wrap="nowrap" gap="xs" align="center">
            <ActionIcon
              variant="light"
              size="xl"
              radius="xl"
              onClick={showPrevious}
              disabled={!hasPrevious}
              aria-label={t('ui.imageViewer.previous')}
            >
              <IconChevronLeft />
            </ActionIcon>
            <Image src={image.src} alt={image.alt ?? ''} fit="contain" mah="70vh" radius="md" flex={1} miw={0} />
            <ActionIcon
              variant="light"
              size="xl"
              radius="xl"
              onClick={showNext}
              disabled={!hasNext}
              aria-label={t('ui.imageViewer.next')}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {image.caption}
            </Text>
            <Badge variant="light" size="lg">
              {t('ui.imageViewer.counter', { current: index + 1, total: count })}
            </Badge>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{t('ui.imageViewer.empty')}</Text>
      )}
    </AppModal>
  );
}
