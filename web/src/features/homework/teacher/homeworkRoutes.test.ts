import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { parseHomeworkSegment } from './homeworkPaths.ts';

function routeIdOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

describe('homework routes inside a class', () => {
  it.each([
    ['/teacher/classes/5', 'teacherClass'],
    ['/teacher/classes/create', 'teacherClassCreate'],
    ['/teacher/classes/5/edit', 'teacherClassEdit'],
    ['/teacher/classes/5/diaries', 'teacherClassDiaries'],
    ['/teacher/classes/5/create-hw', 'teacherHomeworkCreate'],
    ['/teacher/classes/5/create-task', 'teacherTaskCreate'],
    ['/teacher/classes/5/edit-hw_12', 'teacherHomeworkEdit'],
    ['/teacher/classes/5/task_13', 'teacherHomeworkEdit'],
    ['/teacher/templates', 'teacherTemplates'],
    ['/teacher/templates/3', 'teacherTemplateEdit'],
  ])('%s opens %s', (pathname, id) => {
    expect(routeIdOf(pathname)).toBe(id);
  });

  it('reads only edit-hw_<id> and task_<id> from the segment', () => {
    expect(parseHomeworkSegment('edit-hw_12')).toEqual({ kind: 'homework', id: 12 });
    expect(parseHomeworkSegment('task_13')).toEqual({ kind: 'task', id: 13 });
    for (const segment of ['edit-hw_', 'task_0', 'task_01', 'edit-hw_1x', 'materials', undefined]) {
      expect(parseHomeworkSegment(segment)).toBeNull();
    }
  });
});
