import { CHAT_PREVIEW_LENGTH } from './constants.ts';

/* The chat's rules the web needs on every page (the realtime bridge): kept free of zod, unlike chat.ts. */

/** What the `users.{student}.events` channel's 'new' event carries when a teacher blocks or unblocks. */
export const CHAT_BLOCK_EVENTS = { blocked: 'chatBlocked', unblocked: 'chatUnblocked' } as const;

/** The conversation list's preview of a message's text: its first CHAT_PREVIEW_LENGTH characters, then '…'. */
export function chatPreviewText(text: string): string {
  const chars = Array.from(text);
  return chars.length > CHAT_PREVIEW_LENGTH ? `${chars.slice(0, CHAT_PREVIEW_LENGTH).join('')}…` : text;
}
