import { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';

type TrainerRow = Awaited<ReturnType<TrainersPort['listTrainers']>>[number];

const subjectIdsSchema = z.array(z.number().int());

/** The catalogue's trainer of that component that plays in the subject, if the catalogue has one. */
export function trainerInSubject(
  dialect: DialectName,
  trainers: readonly TrainerRow[],
  component: string,
  subjectId: number,
): TrainerRow | undefined {
  return trainers.find(
    (trainer) =>
      trainer.component === component &&
      subjectIdsSchema.parse(readJson(dialect, trainer.subjects)).includes(subjectId),
  );
}
