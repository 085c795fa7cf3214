import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StudentNavList } from '../../features/students/student/StudentNavList.tsx';
import { AccountPanel } from './AccountPanel.tsx';

/** The phone's side drawer of the student header: the menu of spec §2, then the account controls. */
export function StudentDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('student.menu.title')} position="right" size="xs" radius="md">
      <Stack gap="md">
        <StudentNavList onNavigate={onClose} />
        <Divider />
        <AccountPanel />
      </Stack>
    </Drawer>
  );
}
