/*
 * Spec §9: invitations to play can be turned off. The choice is this person's on this device (a shared classroom
 * computer keeps each child's own), so it lives in localStorage under their id. Only the reading is here: the
 * listener of every signed-in page (OnlineInviteHost) needs no more; the switch is in inviteSwitch.ts.
 */
export const invitesOffKey = (userId: number) => `umka.online.invites-off.${userId}`;

/** What was set in this tab when storage refused to keep it (private mode, full): it holds until a reload. */
export const unsavedInvitesOff = new Map<number, boolean>();

export function invitesOff(userId: number): boolean {
  const held = unsavedInvitesOff.get(userId);
  if (held !== undefined) return held;
  try {
    return localStorage.getItem(invitesOffKey(userId)) === '1';
  } catch {
    return false;
  }
}
