/** A student's "not now" to the gymnastics reminder lasts the (server's) day it was given on, on this device. */
const keyOf = (userId: number) => `umka.gymnastics-reminder.${userId}`;

export function reminderDismissedOn(userId: number): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function dismissReminder(userId: number, day: string): void {
  try {
    localStorage.setItem(keyOf(userId), day);
  } catch {
    // Storage refused (private mode, full): the note just hides until the page is opened again.
  }
}
