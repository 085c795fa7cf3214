import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { badgeText, type PhoneTab } from './phoneTabs.ts';

export type { PhoneTab } from './phoneTabs.ts';

// Every page carries the button; the phone itself (tabs, clock) loads when a pointer or the focus comes near it.
const PhoneScreen = lazyWithPreload(() =>
  import('./PhoneScreen.tsx').then((module) => ({ default: module.PhoneScreen })),
);

/**
 * Spec §1: a phone-shaped panel with its own tabs, opened from a button in the corner of every page (bottom left:
 * notices come up bottom right). Escape closes it and gives the focus back to the button.
 */
export function PhoneWidget({ tabs }: { tabs: readonly PhoneTab[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const unread = tabs.reduce((sum, tab) => sum + tab.unread, 0);

  // The button is drawn again only after closing, so the focus goes back to it once it is there.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const preload = () => void PhoneScreen.preload();
  const openLabel = unread > 0 ? t('phone.openUnread', { count: unread }) : t('phone.open');

  if (open) {
    return (
      <Suspense fallback={null}>
        <PhoneScreen id={panelId} tabs={tabs} onClose={close} />
      </Suspense>
    );
  }
  return (
    <Box component="aside" aria-label={t('phone.title')} pos="fixed" left={20} bottom={20} style={{ zIndex: 190 }}>
      <ActionIcon
        ref={toggle}
        size={56}
        radius="xl"
        variant="filled"
        color="grape"
        title={openLabel}
        aria-label={openLabel}
        aria-expanded={false}
        aria-controls={panelId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        data-testid="phone-toggle"
      >
        <IconDeviceMobile size={28} />
      </ActionIcon>
      {unread > 0 ? (
        // The button's name says the count; the badge only shows it.
        <Badge
          size="md"
          color="red"
          pos="absolute"
          top={-6}
          right={-6}
          miw={22}
          px={6}
          style={{ pointerEvents: 'none' }}
          aria-hidden
        >
          {badgeText(unread)}
        </Badge>
      ) : null}
    </Box>
  );
}
