import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface EditDeleteActionsProps {
  /** The edit page, or `onEdit` for an edit in place (a modal). */
  editTo?: string;
  onEdit?(): void;
  /** Names the row, e.g. "Edit «Jacket»": the icons alone repeat in every row. */
  editLabel: string;
  deleteLabel: string;
  deleting: boolean;
  onDelete(): void;
}

/** The edit link and delete button at the end of a table or list row. */
export function EditDeleteActions({
  editTo,
  onEdit,
  editLabel,
  deleteLabel,
  deleting,
  onDelete,
}: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {editTo === undefined ? (
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editLabel}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} loading={deleting} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
