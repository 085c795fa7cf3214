import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../ui/AppModal.tsx';

const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Says what goes and what stays, and asks for the child's name typed out: erasure cannot be undone. */
export function EraseStudentModal({
  name,
  opened,
  erasing,
  onClose,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  erasing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('dataRights.eraseTitle', { name })} closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{t('dataRights.eraseDeleted')}</Text>
        <Text size="sm">{t('dataRights.eraseKept')}</Text>
        <Alert color="orange" variant="light">
          {t('dataRights.eraseHint')}
        </Alert>
        <TextInput
          label={t('dataRights.confirmLabel', { name })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('dataRights.cancel')}
          </Button>
          <Button color="red" disabled={!sameName(typed, name)} loading={erasing} onClick={onConfirm}>
            {t('dataRights.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
