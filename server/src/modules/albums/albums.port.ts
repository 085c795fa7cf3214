import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ChargeEvent, chargeHoldings } from './crystals.repo.ts';

/**
 * Raises the charge of every crystal the student holds in the subject by the points `crystal_charge_rules` gives
 * the event, up to 7: one statement, run inside the transaction of whatever earned it (a validated trainer round,
 * an accepted homework answer).
 */
export function chargeCrystals(
  trx: Kysely<DB>,
  studentId: number,
  subjectId: number,
  event: ChargeEvent,
): Promise<void> {
  return chargeHoldings(trx, studentId, subjectId, event, new Date().toISOString());
}

/** What other modules may ask of albums: learning charges crystals. */
export const albumsPort = { chargeCrystals };

export type AlbumsPort = typeof albumsPort;
export type { ChargeEvent };
