/** Where the chat's outbox keeps this tab's unsent messages (chatOutbox.ts), which the bridge peeks at (chat.live.ts). */
export const OUTBOX_STORAGE_KEY = 'umka.chat.outbox';
