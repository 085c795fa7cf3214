import { ScrollArea, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { STUDENT_CARD_TABS, type StudentCardTab } from './studentCard.ts';

const isTab = (segment: string | undefined): segment is StudentCardTab =>
  STUDENT_CARD_TABS.some((tab) => tab === segment);

/**
 * The tab bar over the card's child routes. Each tab is a link, so a tab opens in a new browser tab and
 * the address names it; the arrow keys move between tabs and open the one they land on.
 */
export function StudentCardTabs({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const segment = useLocation().pathname.split('/').filter(Boolean).at(3);
  const active = isTab(segment) ? segment : null;
  return (
    <Tabs value={active}>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Tabs.List aria-label={t('teacherStudent.card.tabsLabel')} style={{ flexWrap: 'nowrap' }}>
          {STUDENT_CARD_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              aria-current={tab === active ? 'page' : undefined}
              renderRoot={(props) => <Link {...props} to={`/teacher/students/${studentId}/${tab}`} />}
            >
              {t(`teacherStudent.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
