import type { EventPayload } from '@umka/contracts/realtime';

/** An invitation to play (§4): `online.invite` on invite.users, sent to the invited person's sockets only. */
export type OnlineInvite = EventPayload<'invites', 'online.invite'>;
