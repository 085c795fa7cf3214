import { Box } from '@mantine/core';
import { ART_PATH } from '@umka/contracts';

/** Where the thing stands for the admin's look: the middle of the floor, as a student would first place it. */
const SPOT = { x: 50, y: 65 };

export interface ThingScalePreviewProps {
  background: string;
  image: string;
  /** Percent of the room's width, as in the shop. */
  width: number;
  label: string;
}

/**
 * The thing drawn on its location's background at its width: the same 16:10 room, cover-fitted
 * background and centre-and-width placement as the student's room, so the admin sees the true scale.
 */
export function ThingScalePreview({ background, image, width, label }: ThingScalePreviewProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      pos="relative"
      w="100%"
      style={{
        // Not the bg prop: its `background` shorthand would wipe the picture set below.
        backgroundColor: 'var(--mantine-color-gray-1)',
        aspectRatio: '16 / 10',
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        backgroundImage: `url("${background}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {ART_PATH.test(image) ? (
        <img
          src={image}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: `${SPOT.x}%`,
            top: `${SPOT.y}%`,
            width: `${width}%`,
            height: 'auto',
            display: 'block',
            transform: 'translate(-50%, -50%)',
          }}
        />
      ) : null}
    </Box>
  );
}
