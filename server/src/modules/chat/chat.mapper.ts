import { type ChatBlock, type ChatMessage, type ChatPreview, chatPreviewText } from '@umka/contracts';
import type { ChatMessageRow } from './chat.repo.ts';
import type { ChatBlockRow } from './chat-blocks.repo.ts';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    from_id: row.from_id,
    to_id: row.to_id,
    text: row.text,
    is_read: Boolean(row.is_read),
    created_at: row.created_at,
    client_key: row.client_key,
  };
}

export function toChatPreview(row: ChatMessageRow): ChatPreview {
  return { text: chatPreviewText(row.text), from_id: row.from_id, created_at: row.created_at };
}

export function toChatBlock(row: ChatBlockRow): ChatBlock {
  return { id: row.id, teacher_id: row.teacher_id, student_id: row.student_id, created_at: row.created_at };
}
