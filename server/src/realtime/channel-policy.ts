import { ROLE } from '@umka/contracts';
import type { ParsedChannel } from '@umka/contracts/realtime';
import type { RealtimeDeps, RealtimeUser } from './types.ts';

/**
 * Whether a user may receive a channel's events. Deny by default: every kind is listed, and a kind
 * added to the contracts without a rule here fails to compile.
 */
export async function mayJoinChannel(
  user: RealtimeUser,
  channel: ParsedChannel,
  studentHasSubject: RealtimeDeps['studentHasSubject'],
): Promise<boolean> {
  switch (channel.kind) {
    case 'likes':
    case 'events':
    case 'chats':
    case 'chatUser':
    case 'onlineUser':
      return channel.userId === user.id;
    case 'subjectNews':
      if (user.role_id === ROLE.admin) return true;
      return user.role_id === ROLE.student && (await studentHasSubject(user.id, channel.subjectId));
    case 'subjectMarket':
      // Only subjects with albums ever publish a market event.
      return user.role_id === ROLE.student && (await studentHasSubject(user.id, channel.subjectId));
    case 'invites':
      return user.role_id === ROLE.teacher || user.role_id === ROLE.student;
  }
}
