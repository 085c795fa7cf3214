import { Tooltip, UnstyledButton } from '@mantine/core';
import type { PlacedThing } from '@umka/contracts';
import type { CSSProperties, HTMLAttributes } from 'react';
import type { Spot } from './useRoomArrangement.ts';

/** Things lower in the room stand in front of the ones behind them. */
function placement(thing: PlacedThing, spot: Spot): CSSProperties {
  return {
    position: 'absolute',
    left: `${spot.x}%`,
    top: `${spot.y}%`,
    width: `${thing.width}%`,
    transform: 'translate(-50%, -50%)',
    zIndex: 1 + Math.round(spot.y),
  };
}

const IMAGE_STYLE: CSSProperties = { display: 'block', width: '100%', height: 'auto', pointerEvents: 'none' };

export interface RoomThingProps extends HTMLAttributes<HTMLButtonElement> {
  thing: PlacedThing;
  spot: Spot;
  label: string;
  /** Shown on hover and focus, e.g. who gave the thing. */
  hint: string | null;
  movable: boolean;
  selected: boolean;
  saving: boolean;
}

/** A thing in a room: a button named by its title, positioned by its centre. */
export function RoomThing({ thing, spot, label, hint, movable, selected, saving, ...handlers }: RoomThingProps) {
  const button = (
    <UnstyledButton
      {...handlers}
      className="umka-room-thing"
      aria-label={label}
      data-movable={movable || undefined}
      data-selected={selected || undefined}
      aria-busy={saving || undefined}
      style={{ ...placement(thing, spot), touchAction: movable ? 'none' : undefined }}
    >
      <img src={thing.image} alt="" draggable={false} style={IMAGE_STYLE} />
    </UnstyledButton>
  );
  return hint ? (
    <Tooltip label={hint} events={{ hover: true, focus: true, touch: true }} withArrow>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The thing offered in the shop, drawn where it would stand, marked so it reads as "not yours yet". */
export function PreviewThing({ thing, label }: { thing: PlacedThing; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="umka-room-preview"
      data-testid="room-preview-thing"
      style={{ ...placement(thing, thing), zIndex: 200 }}
    >
      <img src={thing.image} alt="" draggable={false} style={IMAGE_STYLE} />
    </div>
  );
}
