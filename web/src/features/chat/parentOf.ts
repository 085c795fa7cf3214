import type { Conversation } from '@umka/contracts';

/** The children through whom a parent writes, by name, for the "родитель: …" line; null on anyone else's entry. */
export function parentOfNames(conversation: Conversation): string | null {
  const children = conversation.parent_of ?? [];
  return children.length > 0 ? children.map((child) => child.name).join(', ') : null;
}
