import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import type { LocationScene, PlacedThing } from '@umka/contracts';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import type { ThingMove } from '../world.queries.ts';
import { PreviewThing, RoomThing } from './RoomThing.tsx';
import { KEY_STEP, type Spot, useRoomArrangement } from './useRoomArrangement.ts';
import './room.css';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

interface Drag {
  id: number;
  pointerId: number;
  start: Spot;
  origin: Spot;
  rect: DOMRect;
}

export interface RoomSceneProps {
  scene: LocationScene;
  /** What a screen reader hears for the whole room, e.g. "My home". */
  label: string;
  /** Arranging: the student's own things can be dragged, moved with the arrow keys and put away. */
  editing?: boolean;
  /** Saves a move; when it fails the thing goes back where it was. */
  onMove?: (thing: PlacedThing, move: ThingMove) => Promise<unknown>;
}

/**
 * A 16:10 room (spec §7 locations): its background and the things standing in it, each placed by its
 * centre and width in percent, so the room keeps its arrangement at any size.
 */
export function RoomScene({ scene, label, editing = false, onMove }: RoomSceneProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const hintId = useId();
  const roomRef = useRef<HTMLElement>(null);
  const drag = useRef<Drag | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const arrangement = useRoomArrangement(onMove);

  const standing = scene.things.filter((thing) => thing.placed && !thing.preview && !arrangement.isAway(thing));
  const previews = scene.things.filter((thing) => thing.preview);
  const canMove = (thing: PlacedThing) => editing && thing.mine && onMove !== undefined;
  const selected = standing.find((thing) => thing.id === selectedId && canMove(thing)) ?? null;
  const ordered = [...standing].sort((a, b) => arrangement.spotOf(a).y - arrangement.spotOf(b).y);

  const thingLabel = (thing: PlacedThing) => {
    const title = localize(thing.title);
    return thing.owner && scene.group_id !== null
      ? t('places.room.thingFrom', { title, name: thing.owner.name })
      : title;
  };

  const onKeyDown = (thing: PlacedThing, event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      arrangement.moveBy(thing, step[0], step[1]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      arrangement.commit(thing);
    } else if (event.key === 'Escape' && arrangement.hasDraft(thing)) {
      // Only the move is cancelled, not the dialog or page around the room.
      event.stopPropagation();
      arrangement.cancel();
    }
  };

  const onPointerDown = (thing: PlacedThing, event: PointerEvent<HTMLButtonElement>) => {
    const room = roomRef.current;
    if (!room) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSelectedId(thing.id);
    drag.current = {
      id: thing.id,
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: arrangement.spotOf(thing),
      rect: room.getBoundingClientRect(),
    };
  };

  const onPointerMove = (thing: PlacedThing, event: PointerEvent) => {
    const current = drag.current;
    if (current?.id !== thing.id || current.pointerId !== event.pointerId || current.rect.width === 0) return;
    arrangement.moveTo(thing, {
      x: current.origin.x + ((event.clientX - current.start.x) / current.rect.width) * 100,
      y: current.origin.y + ((event.clientY - current.start.y) / current.rect.height) * 100,
    });
  };

  const onPointerEnd = (thing: PlacedThing, event: PointerEvent, keep: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (keep) arrangement.commit(thing);
    else arrangement.cancel();
  };

  const movableHandlers = (thing: PlacedThing) => ({
    'aria-describedby': hintId,
    onKeyDown: (event: KeyboardEvent) => onKeyDown(thing, event),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => onPointerDown(thing, event),
    onPointerMove: (event: PointerEvent) => onPointerMove(thing, event),
    onPointerUp: (event: PointerEvent) => onPointerEnd(thing, event, true),
    onPointerCancel: (event: PointerEvent) => onPointerEnd(thing, event, false),
    onFocus: () => setSelectedId(thing.id),
    onBlur: () => arrangement.commit(thing),
  });

  return (
    <Stack gap="xs">
      <section
        ref={roomRef}
        aria-label={label}
        className="umka-room"
        data-editing={editing || undefined}
        style={{ backgroundImage: `url("${scene.location.background}")` }}
      >
        {ordered.map((thing) => {
          const movable = canMove(thing);
          return (
            <RoomThing
              key={thing.id}
              thing={thing}
              spot={arrangement.spotOf(thing)}
              label={thingLabel(thing)}
              hint={thing.owner && scene.group_id !== null ? t('places.room.gift', { name: thing.owner.name }) : null}
              movable={movable}
              selected={movable && thing.id === selected?.id}
              saving={arrangement.isSaving(thing)}
              aria-disabled={editing && !movable ? true : undefined}
              {...(movable ? movableHandlers(thing) : {})}
            />
          );
        })}
        {previews.map((thing) => (
          <PreviewThing
            key={`preview-${thing.thing_id}`}
            thing={thing}
            label={t('places.room.preview', { title: localize(thing.title) })}
          />
        ))}
      </section>
      {editing ? (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text id={hintId} size="sm" c="dimmed">
            {t('places.room.moveHint')}
          </Text>
          <Button
            variant="light"
            color="orange"
            radius="xl"
            leftSection={<IconArchive size={18} />}
            disabled={selected === null}
            onClick={() => {
              if (!selected) return;
              arrangement.putAway(selected);
              setSelectedId(null);
            }}
          >
            {selected ? t('places.room.putAwayThing', { title: localize(selected.title) }) : t('places.room.putAway')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
