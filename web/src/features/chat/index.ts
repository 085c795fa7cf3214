export { ChatPanel } from './ChatPanel.tsx';
export { applyChatMessage, chatKeys, refreshChatConversations } from './chat.cache.ts';
export { useChatUnread } from './chat.queries.ts';
export { isChatBlockEvent, receiveChatMessage } from './chatRealtime.ts';
