import { z } from 'zod';

/** Any created object's answer: only its id matters to the matrix. */
export const idOnly = z.object({ id: z.number().int() });
