import type { Attendance } from '@umka/contracts';

/** Green, amber and red read as "fine, watch, missed" in every locale; the text says it too. */
export const ATTENDANCE_COLORS: Record<Attendance, string> = { present: 'teal', late: 'orange', absent: 'red' };
