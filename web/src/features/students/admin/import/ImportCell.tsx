import { Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type ErrorCode, errorMessage } from '@umka/contracts';
import { useState } from 'react';
import { useLocalized } from '../../../../lib/i18n.ts';

interface ImportCellProps {
  value: string;
  /** Column name and row number, for the edit button's and the input's accessible names. */
  label: string;
  problem: ErrorCode | undefined;
  onSave: (value: string) => void;
}

/** A cell of the preview: its text as a button that turns into an input; Enter or leaving saves, Escape cancels. */
export function ImportCell({ value, label, problem, onSave }: ImportCellProps) {
  const localized = useLocalized();
  const [draft, setDraft] = useState<string | null>(null);
  const reason = problem ? localized(errorMessage(problem)) : null;

  const save = () => {
    if (draft !== null && draft !== value) onSave(draft);
    setDraft(null);
  };

  return (
    <Table.Td
      bg={problem ? 'var(--mantine-color-red-0)' : undefined}
      data-problem={problem ?? undefined}
      // A bar as well as the tint, so the mark does not rest on colour alone.
      style={{ minWidth: 120, boxShadow: problem ? 'inset 3px 0 0 var(--mantine-color-red-7)' : undefined }}
    >
      {draft === null ? (
        <UnstyledButton
          onClick={() => setDraft(value)}
          aria-label={reason ? `${label}: ${value || '—'}. ${reason}` : `${label}: ${value || '—'}`}
          w="100%"
        >
          <Text size="sm" c={value ? undefined : 'dimmed'}>
            {value || '—'}
          </Text>
          {reason && (
            <Text size="xs" c="red.9" fw={500}>
              {reason}
            </Text>
          )}
        </UnstyledButton>
      ) : (
        <TextInput
          aria-label={label}
          size="xs"
          value={draft}
          // Opened by the admin's own click on the cell, so taking the focus is what they expect.
          autoFocus
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      )}
    </Table.Td>
  );
}
