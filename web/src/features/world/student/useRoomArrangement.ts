import type { PlacedThing } from '@umka/contracts';
import { useCallback, useRef, useState } from 'react';
import type { ThingMove } from '../world.queries.ts';

export interface Spot {
  x: number;
  y: number;
}

type Target = Spot | 'away';

/** One arrow press moves a thing this many percent of the room. */
export const KEY_STEP = 2;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

/**
 * Where the student's things stand while they are being arranged. A thing being moved (a draft) and a
 * thing whose move is being saved (pending) are shown where the student put them; when the save fails
 * the pending spot is dropped, so the thing goes back to where the server still has it.
 */
export function useRoomArrangement(onMove: ((thing: PlacedThing, move: ThingMove) => Promise<unknown>) | undefined) {
  const [draft, setDraftState] = useState<(Spot & { id: number }) | null>(null);
  // Pointer events can arrive before React renders the previous move, so the latest draft is also kept here.
  const draftRef = useRef(draft);
  const [pending, setPending] = useState<ReadonlyMap<number, Target>>(new Map());

  const setDraft = useCallback((next: (Spot & { id: number }) | null) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const spotOf = useCallback(
    (thing: PlacedThing): Spot => {
      if (draft?.id === thing.id) return draft;
      const saving = pending.get(thing.id);
      return saving && saving !== 'away' ? saving : thing;
    },
    [draft, pending],
  );

  const isAway = useCallback((thing: PlacedThing) => pending.get(thing.id) === 'away', [pending]);
  const isSaving = useCallback((thing: PlacedThing) => pending.has(thing.id), [pending]);

  const send = useCallback(
    (thing: PlacedThing, target: Target) => {
      if (!onMove) return;
      setPending((current) => new Map(current).set(thing.id, target));
      const move: ThingMove = target === 'away' ? { placed: false } : { x: target.x, y: target.y };
      onMove(thing, move)
        // The api client has already shown the server's reason; dropping the pending spot is the visual undo.
        .catch(() => undefined)
        .finally(() =>
          setPending((current) => {
            const next = new Map(current);
            next.delete(thing.id);
            return next;
          }),
        );
    },
    [onMove],
  );

  const moveTo = useCallback(
    (thing: PlacedThing, spot: Spot) => setDraft({ id: thing.id, x: clamp(spot.x), y: clamp(spot.y) }),
    [setDraft],
  );

  const moveBy = useCallback(
    (thing: PlacedThing, dx: number, dy: number) => {
      const current = draftRef.current?.id === thing.id ? draftRef.current : spotOf(thing);
      setDraft({ id: thing.id, x: clamp(current.x + dx), y: clamp(current.y + dy) });
    },
    [setDraft, spotOf],
  );

  const commit = useCallback(
    (thing: PlacedThing) => {
      const current = draftRef.current;
      if (current?.id !== thing.id) return;
      setDraft(null);
      const spot = { x: clamp(current.x), y: clamp(current.y) };
      if (spot.x !== thing.x || spot.y !== thing.y) send(thing, spot);
    },
    [send, setDraft],
  );

  const cancel = useCallback(() => setDraft(null), [setDraft]);
  const hasDraft = useCallback((thing: PlacedThing) => draftRef.current?.id === thing.id, []);
  const putAway = useCallback((thing: PlacedThing) => send(thing, 'away'), [send]);

  return { spotOf, isAway, isSaving, moveTo, moveBy, commit, cancel, hasDraft, putAway };
}
