import { Modal } from '@mantine/core';
import type { Guide } from '@umka/contracts';
import { useLocalized } from '../../lib/i18n.ts';
import { GuidePlayer } from './GuidePlayer.tsx';

/** One guide playing in a dialog; null closes it. */
export function GuideModal({
  guide,
  onClose,
  onVideoFailed,
}: {
  guide: Guide | null;
  onClose: () => void;
  onVideoFailed?: () => void;
}) {
  const localized = useLocalized();
  const title = guide ? localized(guide.title) : '';
  return (
    <Modal opened={guide !== null} onClose={onClose} title={title} size="xl" radius="lg" centered>
      {guide ? <GuidePlayer key={guide.id} guide={guide} title={title} onVideoFailed={onVideoFailed} /> : null}
    </Modal>
  );
}
