import { Group } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import type { ArticulationPose } from '@umka/games';
import { useId } from 'react';
import { Face } from './Face.tsx';
import { POSE_ART } from './poses.tsx';

interface ArticulationPictureProps {
  /** One pose to hold, or two to move between. */
  poses: readonly ArticulationPose[];
  /** The beat of a movement: even beats show the first pose, odd ones the second. */
  beat: number;
  /** False under prefers-reduced-motion: a movement is shown as its two poses side by side, still. */
  moving: boolean;
  label: string;
}

const SIZE = 'min(260px, 70vw)';

/** A cartoon face showing where the lips and the tongue go; a movement fades gently from one pose to the other. */
export function ArticulationPicture({ poses, beat, moving, label }: ArticulationPictureProps) {
  // useId's characters are not all allowed in url(#…); the clip ids keep only the safe ones.
  const id = `art${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [first, second] = poses;
  if (first === undefined) return null;
  if (second === undefined) {
    return (
      <Face label={label} size={SIZE}>
        {POSE_ART[first](`${id}-a`)}
      </Face>
    );
  }
  if (!moving) {
    return (
      <Group gap="xs" wrap="nowrap" role="img" aria-label={label} data-testid="articulation-still">
        <Face size="min(170px, 38vw)">{POSE_ART[first](`${id}-a`)}</Face>
        <IconArrowsLeftRight size={28} color="var(--mantine-color-grape-6)" aria-hidden />
        <Face size="min(170px, 38vw)">{POSE_ART[second](`${id}-b`)}</Face>
      </Group>
    );
  }
  const showsSecond = beat % 2 === 1;
  const fade = (shown: boolean) => ({ opacity: shown ? 1 : 0, transition: 'opacity 220ms ease-in-out' });
  return (
    <Face label={label} size={SIZE}>
      <g style={fade(!showsSecond)} data-pose={first} data-shown={!showsSecond}>
        {POSE_ART[first](`${id}-a`)}
      </g>
      <g style={fade(showsSecond)} data-pose={second} data-shown={showsSecond}>
        {POSE_ART[second](`${id}-b`)}
      </g>
    </Face>
  );
}
