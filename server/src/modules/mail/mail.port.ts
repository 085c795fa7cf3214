import { MAIL_EVENT, MAIL_TYPE, type MailTemplateCode } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { WorldPort } from '../world/world.port.ts';
import { findTemplateByCode, insertMessage } from './mail.repo.ts';

/** Who signs a letter: the platform ("Умка"), a teacher, or the student's own character in the subject. */
export type MailSender = { kind: 'system' } | { kind: 'author'; authorId: number } | { kind: 'character' };

export interface MailDelivery {
  userId: number;
  /** The subject the letter belongs to; none shows it in every subject. */
  subjectId: number | null;
  code: MailTemplateCode;
  /** Filled into the template's `{name}` places; shown as text, never as markup. */
  params?: Record<string, string>;
  sender?: MailSender;
}

/** What other modules call to send a student a letter about something that just happened to them. */
export interface MailPort {
  /** Writes the letter inside the caller's transaction, so it exists exactly when the event does. */
  deliverWithin(trx: Kysely<DB>, delivery: MailDelivery): Promise<void>;
  /** After the caller's commit: the student's open pages refetch their mail. A lost event only delays that. */
  announce(userId: number): Promise<void>;
}

export function createMailPort(deps: {
  realtime: Realtime;
  clock: Clock;
  logger: FastifyBaseLogger;
  world: Pick<WorldPort, 'findStudentCharacter'>;
}): MailPort {
  async function signature(trx: Kysely<DB>, delivery: MailDelivery) {
    const sender = delivery.sender ?? { kind: 'system' };
    if (sender.kind === 'author')
      return { type_id: MAIL_TYPE.author, author_id: sender.authorId, character_code: null };
    if (sender.kind === 'character' && delivery.subjectId !== null) {
      const character = await deps.world.findStudentCharacter(trx, delivery.userId, delivery.subjectId);
      // A student who has not chosen a character yet hears from the platform instead.
      if (character) return { type_id: MAIL_TYPE.character, author_id: null, character_code: character.code };
    }
    return { type_id: MAIL_TYPE.system, author_id: null, character_code: null };
  }

  return {
    async deliverWithin(trx, delivery) {
      const template = await findTemplateByCode(trx, delivery.code);
      if (!template) throw new Error(`the mail template "${delivery.code}" is missing`);
      await insertMessage(trx, {
        user_id: delivery.userId,
        subject_id: delivery.subjectId,
        ...(await signature(trx, delivery)),
        template_id: template.id,
        params: delivery.params ?? {},
        mailing_id: null,
        created_at: deps.clock().toISOString(),
      });
    },
    async announce(userId) {
      await publishTo(deps.realtime, channels.events(userId), 'events', 'new', { type: MAIL_EVENT }).catch(
        (error: unknown) => deps.logger.warn({ err: error }, 'new mail not announced'),
      );
    },
  };
}
