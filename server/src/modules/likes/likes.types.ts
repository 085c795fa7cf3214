/** One change of a student's likes in a subject, as the ledger records it. */
export interface LedgerEntry {
  studentId: number;
  subjectId: number;
  /** Positive to earn, negative to spend. */
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: number | null;
}
