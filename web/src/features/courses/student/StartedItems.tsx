import { Stack } from '@mantine/core';
import type { StudentHomework } from '@umka/contracts';
import { useState } from 'react';
import {
  courseHomeworkTrainerPath,
  MaterialItemRow,
  type OpenTask,
  TaskAnswerDialog,
  TaskItemRow,
  TrainerItemRow,
} from '../../homework/index.ts';
import { courseKeys, useRefreshCourses } from '../courses.queries.ts';

/**
 * The class's copy of the homework with the child's progress, as on the homework page: a trainer is played on the
 * homework trainer page, which then leads back to this lesson; a task is answered in the usual dialog.
 */
export function StartedItems({ homework, lessonPath }: { homework: StudentHomework; lessonPath: string }) {
  const [task, setTask] = useState<OpenTask | null>(null);
  const refresh = useRefreshCourses();
  const progressOf = (itemId: number) => homework.progress.find((entry) => entry.item_id === itemId);
  let taskNumber = 0;
  return (
    <Stack gap="sm">
      {homework.items.map((item) => {
        if (item.type === 'trainer') {
          return (
            <TrainerItemRow
              key={item.id}
              homeworkId={homework.id}
              item={item}
              progress={progressOf(item.id)}
              playPath={courseHomeworkTrainerPath(homework.id, item.id, lessonPath)}
            />
          );
        }
        if (item.type === 'material') {
          return (
            <MaterialItemRow
              key={item.id}
              homeworkId={homework.id}
              item={item}
              progress={progressOf(item.id)}
              onOpened={() => void refresh()}
              answerKey={courseKeys.all}
            />
          );
        }
        taskNumber += 1;
        const number = taskNumber;
        return (
          <TaskItemRow
            key={item.id}
            item={item}
            number={number}
            progress={progressOf(item.id)}
            onAnswer={() => setTask({ homeworkId: homework.id, item, number })}
          />
        );
      })}
      <TaskAnswerDialog
        task={task}
        onClose={() => {
          setTask(null);
          // An answer sent in the dialog changes the task's state shown here.
          void refresh();
        }}
      />
    </Stack>
  );
}
