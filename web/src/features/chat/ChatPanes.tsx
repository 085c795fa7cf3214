import { Grid, Paper } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { Conversation, RoleId } from '@umka/contracts';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ConversationList } from './ConversationList.tsx';

/** Tall enough for a conversation, short enough that what stands below (a teacher's blocks) stays in reach. */
const PANE_HEIGHT = 'min(70vh, 640px)';

/** The conversations beside the open one: the body of a teacher's and a parent's chat page alike. */
export function ChatPanes({
  conversations,
  userId,
  userRole,
  chooseText,
}: {
  conversations: Conversation[];
  userId: number;
  userRole: RoleId;
  /** What the right pane says until a conversation is chosen. */
  chooseText: string;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const conversation = conversations.find((candidate) => candidate.user_id === selected);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="xs" h={PANE_HEIGHT} style={{ overflowY: 'auto' }}>
          <ConversationList
            conversations={conversations}
            userId={userId}
            selected={selected}
            onSelect={(chosen) => setSelected(chosen.user_id)}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" h={PANE_HEIGHT} style={{ overflow: 'hidden' }}>
          {conversation ? (
            <ChatThread key={conversation.user_id} userId={userId} userRole={userRole} conversation={conversation} />
          ) : (
            <EmptyState title={chooseText} icon={<IconMessageCircle size={32} stroke={1.5} />} />
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
