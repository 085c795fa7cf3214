import type { ArticulationPose } from '@umka/games';
import type { ReactNode } from 'react';
import { COLOURS, OpenMouth, SoundMarks, Tongue } from './mouthParts.tsx';

/** The tongue pressed up to the palate, seen from below with the mouth wide open. */
const TONGUE_ON_PALATE = 'M50 138Q100 178 150 138L150 118L50 118Z';

function ClosedSmile({ clipId }: { clipId: string }) {
  const opening = 'M52 132Q100 146 148 132Q100 182 52 132Z';
  return (
    <g>
      <defs>
        <clipPath id={clipId}>
          <path d={opening} />
        </clipPath>
      </defs>
      <path d={opening} fill={COLOURS.tooth} />
      <g clipPath={`url(#${clipId})`} stroke={COLOURS.toothLine} strokeWidth="2">
        <path d="M52 136Q100 164 148 136" fill="none" />
        <path d="M78 130v30M92 130v30M108 130v30M122 130v30" />
      </g>
      <path d={opening} fill="none" stroke={COLOURS.lip} strokeWidth="7" strokeLinejoin="round" />
      <path d="M45 127q-4 7 2 13M155 127q4 7-2 13" fill="none" stroke={COLOURS.skinLine} strokeWidth="3" />
    </g>
  );
}

function RoundedLips() {
  return (
    <g>
      <ellipse cx="100" cy="150" rx="22" ry="18" fill={COLOURS.lip} stroke={COLOURS.lipDark} strokeWidth="2" />
      <ellipse cx="100" cy="151" rx="9" ry="7" fill={COLOURS.mouth} />
      <path
        d="M100 133v6M100 162v6M79 150h6M115 150h6M86 137l4 4M114 137l-4 4M86 163l4-4M114 163l-4-4"
        stroke={COLOURS.lipDark}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M68 138q-7 12 0 24M132 138q7 12 0 24" fill="none" stroke={COLOURS.skinLine} strokeWidth="3" />
    </g>
  );
}

/** A narrow tongue reaching for the left corner of the mouth; mirrored, for the right one. */
function TongueToCorner({ clipId }: { clipId: string }) {
  const tongue = (
    <g transform="rotate(20 100 151)">
      <Tongue d="M120 141Q80 145 48 147Q36 151 48 155Q80 157 120 161Z" groove="M98 151H68" />
    </g>
  );
  // Inside the mouth, and over the lips only past the corner it comes out of.
  return <OpenMouth clipId={clipId} depth={40} front={tongue} outside={tongue} outsideRegion="M0 0H62V200H0Z" />;
}

/** A wide tongue licking the upper lip: inside the mouth, and over the upper lip above the opening. */
function TongueOnUpperLip({ clipId }: { clipId: string }) {
  const tongue = <Tongue d="M66 176Q62 122 100 118Q138 122 134 176Z" groove="M100 126V150" />;
  return (
    <OpenMouth clipId={clipId} front={tongue} outside={tongue} outsideRegion="M0 0H200V136H142Q100 150 58 136H0Z" />
  );
}

/** Each pose as the web draws it; `clipId` keeps the opening's clip apart from another picture's. */
export const POSE_ART: Record<ArticulationPose, (clipId: string) => ReactNode> = {
  smile: (clipId) => <ClosedSmile clipId={clipId} />,
  tube: () => <RoundedLips />,
  spatula: (clipId) => (
    <OpenMouth
      clipId={clipId}
      depth={46}
      outside={<Tongue d="M62 156Q100 146 138 156Q142 186 100 190Q58 186 62 156Z" groove="M100 158V176" />}
    />
  ),
  needle: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={70}
      depth={40}
      outside={<Tongue d="M88 156Q100 150 112 156L104 190Q100 197 96 190Z" groove="M100 158V182" />}
    />
  ),
  tongueLeft: (clipId) => <TongueToCorner clipId={clipId} />,
  tongueRight: (clipId) => (
    <g transform="translate(200 0) scale(-1 1)">
      <TongueToCorner clipId={clipId} />
    </g>
  ),
  tongueUp: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={76}
      depth={50}
      outside={<Tongue d="M86 170Q84 130 100 114Q116 130 114 170Z" groove="M100 126V158" />}
    />
  ),
  tongueDown: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={76}
      depth={50}
      outside={<Tongue d="M86 150Q84 186 100 196Q116 186 114 150Z" groove="M100 158V186" />}
    />
  ),
  jamTop: (clipId) => (
    <>
      <TongueOnUpperLip clipId={clipId} />
      <circle cx="143" cy="129" r="6" fill={COLOURS.jam} />
    </>
  ),
  jamIn: (clipId) => (
    <OpenMouth clipId={clipId} inside={<Tongue d="M64 186Q62 152 100 150Q138 152 136 186Z" groove="M100 156V176" />} />
  ),
  cup: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={88}
      depth={46}
      outside={
        <>
          <Tongue d="M62 146Q58 194 100 194Q142 194 138 146Q120 162 100 162Q80 162 62 146Z" />
          <ellipse cx="100" cy="172" rx="26" ry="9" fill="#f06595" />
        </>
      }
    />
  ),
  horseUp: (clipId) => (
    <OpenMouth clipId={clipId} width={80} depth={48} inside={<path d={TONGUE_ON_PALATE} fill={COLOURS.tongue} />} />
  ),
  horseDown: (clipId) => (
    <>
      <OpenMouth
        clipId={clipId}
        width={80}
        depth={48}
        inside={<Tongue d="M60 196Q58 164 100 162Q142 164 140 196Z" groove="M100 168V184" />}
      />
      <SoundMarks />
    </>
  ),
  mushroom: (clipId) => (
    <OpenMouth
      clipId={clipId}
      depth={54}
      inside={
        <>
          <path d={TONGUE_ON_PALATE} fill={COLOURS.tongue} stroke={COLOURS.tongueLine} strokeWidth="2" />
          <path d="M96 156Q94 174 88 196H112Q106 174 104 156Z" fill="#f06595" />
        </>
      }
    />
  ),
  painterFront: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={80}
      depth={48}
      inside={<Tongue d="M70 200Q70 154 100 148Q130 154 130 200Z" groove="M100 156V178" />}
    />
  ),
  painterBack: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={80}
      depth={48}
      inside={<Tongue d="M64 200Q64 146 100 136Q136 146 136 200Z" groove="M100 150V178" />}
    />
  ),
  drummerUp: (clipId) => (
    <OpenMouth
      clipId={clipId}
      width={80}
      depth={44}
      inside={<Tongue d="M74 200Q74 150 100 140Q126 150 126 200Z" groove="M100 152V176" />}
    />
  ),
  drummerDown: (clipId) => (
    <>
      <OpenMouth
        clipId={clipId}
        width={80}
        depth={44}
        inside={<Tongue d="M74 200Q74 170 100 164Q126 170 126 200Z" groove="M100 170V184" />}
      />
      <SoundMarks />
    </>
  ),
};
