import { Box } from '@mantine/core';
import { CHARACTER_CANVAS, CLOTHES_SLOTS, type ClothesSlot } from '@umka/contracts';

const LAYER_STYLE = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

export interface FigureLayer {
  slot: ClothesSlot;
  picture: string;
}

export interface CharacterFigureProps {
  /** The character's body picture, drawn on the shared 200×300 canvas. */
  image: string;
  worn: readonly FigureLayer[];
  /** A piece tried on before buying: it replaces whatever its slot holds. */
  tryOn?: FigureLayer | null;
  /** What a screen reader hears for the whole figure, e.g. "Fox wearing a red jacket". */
  label: string;
  width?: number | string;
}

/**
 * A paper doll: the body and one picture per slot, stacked in slot order. Every layer is drawn on the
 * same canvas, so stacking full-size images lines them up without any per-item positions. The layers are decoded
 * in the frame that paints them, so a figure appears whole at once: the browser may otherwise paint a layer a few
 * frames after the others (a body without its clothes), and the home's first paint without its largest picture.
 */
export function CharacterFigure({ image, worn, tryOn = null, label, width = 200 }: CharacterFigureProps) {
  const layers = CLOTHES_SLOTS.flatMap((slot) => {
    const piece = tryOn?.slot === slot ? tryOn : worn.find((layer) => layer.slot === slot);
    return piece ? [piece] : [];
  });
  return (
    <Box
      role="img"
      aria-label={label}
      pos="relative"
      w={width}
      style={{ aspectRatio: `${CHARACTER_CANVAS.width} / ${CHARACTER_CANVAS.height}` }}
    >
      <img src={image} alt="" decoding="sync" draggable={false} data-slot="character" style={LAYER_STYLE} />
      {layers.map((layer) => (
        <img
          key={layer.slot}
          src={layer.picture}
          alt=""
          decoding="sync"
          draggable={false}
          data-slot={layer.slot}
          style={LAYER_STYLE}
        />
      ))}
    </Box>
  );
}
