import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { ShopLockedNotice } from '../ShopLockedNotice.tsx';
import { useShopGate } from '../useShopGate.ts';
import type { PlaceRef } from '../world.queries.ts';
import { ThingShop } from './ThingShop.tsx';

export interface ClassGiftModalProps {
  place: PlaceRef;
  roomLabel: string;
  opened: boolean;
  onClose: () => void;
}

/** The class place's shop: what a student buys here stands in the class for everyone, with the giver's name. */
export function ClassGiftModal({ place, roomLabel, opened, onClose }: ClassGiftModalProps) {
  const { t } = useTranslation();
  const gate = useShopGate();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('places.class.giftTitle')} size="min(1100px, 96vw)">
      {gate.open ? (
        <ThingShop place={place} roomLabel={roomLabel} />
      ) : (
        <ShopLockedNotice likesEarned={gate.likesEarned} />
      )}
    </AppModal>
  );
}
