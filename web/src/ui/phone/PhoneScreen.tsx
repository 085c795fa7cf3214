import { ActionIcon, Badge, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactLayout } from '../useCompactLayout.ts';
import { PhoneClock } from './PhoneClock.tsx';
import { badgeText, type PhoneTab } from './phoneTabs.ts';
import './phone.css';

/** The open phone: its status bar with the clock, the chosen tab's screen and the tab bar; full screen on a phone. */
export function PhoneScreen({ id, tabs, onClose }: { id: string; tabs: readonly PhoneTab[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(tabs[0]?.key ?? null);
  const fullScreen = useCompactLayout('sm');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => panel.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Paper
      id={id}
      ref={panel}
      role="dialog"
      aria-label={t('phone.title')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={fullScreen ? 'phone phone--full' : 'phone'}
      data-testid="phone"
    >
      <Group justify="space-between" px="md" py={6} className="phone-status">
        <PhoneClock />
        <Text size="xs" fw={700} c="white">
          {t('phone.title')}
        </Text>
        <ActionIcon variant="subtle" color="gray.0" size="sm" aria-label={t('phone.close')} onClick={onClose}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      <Tabs value={active} onChange={setActive} inverted className="phone-tabs" keepMounted={false}>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key} className="phone-screen">
            {tab.panel}
          </Tabs.Panel>
        ))}
        <Tabs.List grow aria-label={t('phone.tabs')} className="phone-tab-list">
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.key}
              value={tab.key}
              leftSection={tab.icon}
              rightSection={
                tab.unread > 0 ? (
                  <Badge size="xs" circle color="red" aria-label={t('phone.unread', { count: tab.unread })}>
                    {badgeText(tab.unread)}
                  </Badge>
                ) : null
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Paper>
  );
}
