import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../lib/api-error.ts';
import { useLocalized } from '../lib/i18n.ts';
import { AppModal } from './AppModal.tsx';

export interface ShareToClassesModalProps {
  title: string;
  /** The classes to choose from; null while they are not there yet (then `placeholder` stands instead). */
  classes: readonly { id: number; title: string }[] | null;
  placeholder?: ReactNode;
  /** The classes that see the thing now: ticked at first. */
  sharedWith: readonly number[];
  texts: { label: string; noClasses: string; failed: string; cancel: string; save: string };
  saving: boolean;
  /** Replaces the whole list; what follows a success is the caller's. */
  onSave: (groupIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the classes that see a material; a refused save is told in the dialog, which stays open. */
export function ShareToClassesModal({
  title,
  classes,
  placeholder,
  sharedWith,
  texts,
  saving,
  onSave,
  onClose,
}: ShareToClassesModalProps) {
  const localized = useLocalized();
  const [chosen, setChosen] = useState(sharedWith.map(String));
  const [error, setError] = useState<string | null>(null);

  const save = () =>
    onSave(chosen.map(Number)).catch((cause: unknown) =>
      setError(isApiError(cause) ? localized(cause.message) : texts.failed),
    );

  return (
    <AppModal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {classes === null ? (
          placeholder
        ) : classes.length === 0 ? (
          <Text c="dimmed">{texts.noClasses}</Text>
        ) : (
          <Checkbox.Group value={chosen} onChange={setChosen} label={texts.label}>
            <Stack gap="xs" mt="xs">
              {classes.map((group) => (
                <Checkbox key={group.id} value={String(group.id)} label={group.title} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!classes?.length}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
