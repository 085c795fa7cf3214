import type { z } from 'zod';

/** The online turn games; the id is also the component name in /online/{id}/{component} URLs. */
export const TURN_GAME_IDS = ['connect4', 'picnic'] as const;
export type TurnGameId = (typeof TURN_GAME_IDS)[number];

/** Why the referee refused a move; these are the codes the server sends back to the player. */
export const TURN_REFUSALS = ['NOT_YOUR_TURN', 'GAME_OVER', 'ILLEGAL_MOVE'] as const;
export type TurnRefusal = (typeof TURN_REFUSALS)[number];

/** What `apply` throws on a move the referee would refuse; `code` is the same as `refusal` gives. */
export class TurnMoveError extends Error {
  readonly code: TurnRefusal;

  constructor(code: TurnRefusal) {
    super(code);
    this.name = 'TurnMoveError';
    this.code = code;
  }
}

/** A board cell a winner's line runs through, so the UI can highlight it. */
export interface BoardCell {
  column: number;
  row: number;
}

export type GameOutcome =
  | { status: 'playing' }
  | { status: 'won'; winner: number; line?: readonly BoardCell[] }
  | { status: 'draw' };

/**
 * A turn-based game as a pure state machine. The server holds the authoritative state and applies only moves for
 * which `refusal` is null; the client runs the same rules to render and predict. States are plain JSON objects (they
 * are stored in Redis) and are never mutated: every transition returns a new state.
 */
export interface TurnGame<State, Move> {
  id: TurnGameId;
  minPlayers: number;
  maxPlayers: number;
  /** The seed makes any random setup reproducible on client and server. */
  start(players: number, seed: number): State;
  /** Index of the player whose turn it is. */
  toMove(state: State): number;
  legalMoves(state: State): Move[];
  /** Null when the move is legal for this player now; otherwise why not. `move` is untrusted wire input. */
  refusal(state: State, player: number, move: unknown): TurnRefusal | null;
  /** Throws a TurnMoveError on a move that `refusal` would refuse. */
  apply(state: State, player: number, move: Move): State;
  outcome(state: State): GameOutcome;
  /** The wire shape of a move. */
  move: z.ZodType<Move>;
  /** A player who runs out of move time or leaves loses by forfeit. */
  forfeit(state: State, player: number): State;
  /**
   * What the move timer running out does, for games where a slow move should not lose the whole game (the picnic
   * skips the turn). Absent: running out of time is a forfeit.
   */
  timeout?(state: State, player: number): State;
}
