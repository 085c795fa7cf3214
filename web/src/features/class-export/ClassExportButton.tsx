import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassExportModal } from './ClassExportModal.tsx';

/** The class page's "Export" button and the modal it opens. */
export function ClassExportButton({ schoolClass }: { schoolClass: { id: number; title: string } }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => setOpened(true)}>
        {t('classExport.open')}
      </Button>
      <ClassExportModal schoolClass={schoolClass} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
