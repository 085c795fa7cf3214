import { z } from 'zod';

/** What erasing a student did (issue [16], docs/DATA-RIGHTS.md): counts only, nothing of the erased data. */
const tableRowsSchema = z.object({ table: z.string(), rows: z.number().int() });
export type TableRows = z.infer<typeof tableRowsSchema>;

export const studentErasureSchema = z.object({
  student_id: z.number().int(),
  erased_at: z.string(),
  /** Rows deleted, per table. */
  deleted: z.array(tableRowsSchema),
  /** Rows kept under the anonymised account: ledgers' sums and the other side's history. */
  kept: z.array(tableRowsSchema),
  files_removed: z.number().int(),
});
export type StudentErasure = z.infer<typeof studentErasureSchema>;
