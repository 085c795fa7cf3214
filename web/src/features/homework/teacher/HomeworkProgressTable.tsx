import { Badge, Button, Card, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Homework, HomeworkItemProgress } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useHomeworkProgress } from '../homework.queries.ts';
import { AnswerStatusBadge } from './AnswerStatusBadge.tsx';
import { AnswersModal, type AnswersTarget } from './AnswersModal.tsx';

function TrainerCell({ progress }: { progress: HomeworkItemProgress }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {progress.complete ? <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden /> : null}
      <Text size="sm" c={progress.complete ? 'teal.8' : undefined}>
        {t('teacherHomework.progress.rounds', { done: progress.rounds_done, target: progress.target_rounds })}
      </Text>
    </Group>
  );
}

/** Students × items: what each child has done, and the way into every task answer for review. */
export function HomeworkProgressTable({ homework }: { homework: Homework }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const progress = useHomeworkProgress(homework.id);
  const [target, setTarget] = useState<AnswersTarget | null>(null);

  const itemTitle = (index: number) => {
    const item = homework.items[index];
    if (!item) return '';
    if (item.type === 'trainer') return localized(item.trainer_title);
    if (item.type === 'material') return item.material?.title ?? t('homeworkMaterials.removedTitle');
    return t('teacherHomework.item.taskHeading', { index: index + 1 });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="homework-progress-title">
      <Title order={2} size="h4" mb="sm" id="homework-progress-title">
        {t('teacherHomework.progress.title')}
      </Title>
      {progress.isPending ? (
        <Spinner centered />
      ) : progress.isError ? (
        <QueryError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : progress.data.students.length === 0 ? (
        <EmptyState title={t('teacherHomework.progress.noStudents')} />
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('teacherHomework.progress.student')}</Table.Th>
                {homework.items.map((item, index) => (
                  <Table.Th scope="col" key={item.id}>
                    {itemTitle(index)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('teacherHomework.progress.done')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {progress.data.students.map((student) => (
                <Table.Tr key={student.student_id}>
                  <Table.Th scope="row" fw={500}>
                    {student.name}
                  </Table.Th>
                  {homework.items.map((item, index) => {
                    const cell = student.items.find((entry) => entry.item_id === item.id);
                    if (!cell) return <Table.Td key={item.id}>—</Table.Td>;
                    if (cell.type === 'trainer')
                      return (
                        <Table.Td key={item.id}>
                          <TrainerCell progress={cell} />
                        </Table.Td>
                      );
                    if (cell.type === 'material')
                      return (
                        <Table.Td key={item.id}>
                          <Text size="sm" c={cell.complete ? 'teal.8' : 'dimmed'}>
                            {cell.complete ? t('homeworkMaterials.read') : t('homeworkMaterials.notOpened')}
                          </Text>
                        </Table.Td>
                      );
                    return (
                      <Table.Td key={item.id}>
                        {cell.answer ? (
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            px={4}
                            onClick={() =>
                              setTarget({
                                homeworkId: homework.id,
                                itemId: item.id,
                                itemTitle: itemTitle(index),
                                studentId: student.student_id,
                                studentName: student.name,
                              })
                            }
                            aria-label={t('teacherHomework.progress.openAnswer', {
                              name: student.name,
                              item: itemTitle(index),
                            })}
                          >
                            <AnswerStatusBadge status={cell.answer.status} />
                          </Button>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('teacherHomework.answer.none')}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    {student.complete ? (
                      <Badge color="teal" variant="light">
                        {t('teacherHomework.progress.complete')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('teacherHomework.progress.incomplete')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <AnswersModal target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
