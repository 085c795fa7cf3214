export const STUDENT_HOMEWORK_PATH = '/student/homework';

/**
 * /trainers/homework/{id} of spec §2, where {id} is the homework; a homework may hold several trainers,
 * so the query names the trainer item: /trainers/homework/12?item=34.
 */
export function homeworkTrainerPath(homeworkId: number, itemId: number): string {
  return `/trainers/homework/${homeworkId}?item=${itemId}`;
}
