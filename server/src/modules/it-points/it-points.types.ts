/** One change of a student's IT points, as the ledger records it. */
export interface ItPointsEntry {
  studentId: number;
  /** Positive to earn, negative to spend. */
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: number | null;
}
