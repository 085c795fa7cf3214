import { Anchor, Badge, Code, Table, VisuallyHidden } from '@mantine/core';
import type { MathTask } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { Truncate } from '../../../ui/Truncate.tsx';
import { useDeleteMathTask } from '../mathTasks.queries.ts';

export function MathTasksTable({ tasks }: { tasks: readonly MathTask[] }) {
  const { t } = useTranslation();
  const deleteTask = useDeleteMathTask();

  const remove = (task: MathTask) =>
    confirmDelete({
      title: t('adminTasks.list.confirmDelete'),
      message: task.text,
      confirmLabel: t('adminTasks.list.delete'),
      remove: () => deleteTask.mutateAsync(task.id),
      done: t('adminTasks.list.deleted'),
    });

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminTasks.list.columns.text')}</Table.Th>
            <Table.Th>{t('adminTasks.list.columns.expression')}</Table.Th>
            <Table.Th w={110}>{t('adminTasks.list.columns.class')}</Table.Th>
            <Table.Th w={110}>{t('adminTasks.list.columns.digitRank')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('adminTasks.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td maw={420}>
                <Anchor component={Link} to={`/admin/tasks/edit/${task.id}`} c="inherit" underline="hover">
                  <Truncate text={task.text} maxWidth={420} />
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Code>{task.expression}</Code>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm">
                  {t('adminTasks.classLabel', { number: task.class_number })}
                </Badge>
              </Table.Td>
              <Table.Td>{task.digit_rank}</Table.Td>
              <Table.Td>
                <EditDeleteActions
                  editTo={`/admin/tasks/edit/${task.id}`}
                  editLabel={t('adminTasks.list.edit', { id: task.id })}
                  deleteLabel={t('adminTasks.list.deleteOne', { id: task.id })}
                  deleting={deleteTask.isPending && deleteTask.variables === task.id}
                  onDelete={() => void remove(task)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
