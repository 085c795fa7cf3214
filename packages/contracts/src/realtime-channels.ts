/** Channel names of spec §7, built in one place so server and client never disagree. */
export const channels = {
  likes: (userId: number) => `users.${userId}.likes`,
  events: (userId: number) => `users.${userId}.events`,
  chats: (userId: number) => `users.${userId}.chats`,
  chatUser: (userId: number) => `chat.user.${userId}`,
  onlineUser: (userId: number) => `online.user.${userId}`,
  subjectNews: (subjectId: number) => `subjects.${subjectId}.news`,
  subjectMarket: (subjectId: number) => `subjects.${subjectId}.market`,
  invites: () => 'invite.users',
} as const;

export type ChannelKind = keyof typeof channels;

export type ParsedChannel =
  | { kind: 'likes' | 'events' | 'chats' | 'chatUser' | 'onlineUser'; userId: number }
  | { kind: 'subjectNews' | 'subjectMarket'; subjectId: number }
  | { kind: 'invites' };

const USER_CHANNEL = /^users\.([1-9][0-9]{0,9})\.(likes|events|chats)$/;
const PREFIXED_USER_CHANNEL = /^(chat|online)\.user\.([1-9][0-9]{0,9})$/;
const SUBJECT_CHANNEL = /^subjects\.([1-9][0-9]{0,9})\.(news|market)$/;

export function parseChannel(name: string): ParsedChannel | null {
  if (name === 'invite.users') return { kind: 'invites' };
  const user = USER_CHANNEL.exec(name);
  if (user) {
    const kind = user[2] === 'likes' ? 'likes' : user[2] === 'events' ? 'events' : 'chats';
    return { kind, userId: Number(user[1]) };
  }
  const prefixed = PREFIXED_USER_CHANNEL.exec(name);
  if (prefixed) return { kind: prefixed[1] === 'chat' ? 'chatUser' : 'onlineUser', userId: Number(prefixed[2]) };
  const subject = SUBJECT_CHANNEL.exec(name);
  if (subject) return { kind: subject[2] === 'news' ? 'subjectNews' : 'subjectMarket', subjectId: Number(subject[1]) };
  return null;
}
