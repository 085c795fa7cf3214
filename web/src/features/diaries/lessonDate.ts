/** Today on the teacher's own calendar, as the YYYY-MM-DD a lesson date is written in. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
