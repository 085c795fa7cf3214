import { UnstyledButton } from '@mantine/core';
import { PICTURE_IDS, type PictureId } from '@umka/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './picture-login.css';
import { pictureSrc } from './pictures.ts';

const COLUMNS = 3;

/** Where an arrow key moves the focus in the 3×3 grid; it stops at the edges. */
export function nextIndex(index: number, key: string): number {
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  const rows = Math.ceil(PICTURE_IDS.length / COLUMNS);
  if (key === 'ArrowRight') return column < COLUMNS - 1 ? index + 1 : index;
  if (key === 'ArrowLeft') return column > 0 ? index - 1 : index;
  if (key === 'ArrowDown') return row < rows - 1 ? index + COLUMNS : index;
  if (key === 'ArrowUp') return row > 0 ? index - COLUMNS : index;
  if (key === 'Home') return 0;
  if (key === 'End') return PICTURE_IDS.length - 1;
  return index;
}

/**
 * The nine pictures as big buttons in a 3×3 grid. One of them is in the tab order at a time (a roving tabindex):
 * arrow keys move between them, Enter or Space picks one, a tap or a click does the same.
 */
export function PictureGrid({ onPick, disabled }: { onPick: (id: PictureId) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(index, event.key);
    if (next === index) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <fieldset aria-label={t('pictureLogin.grid')} className="pl-grid">
      {PICTURE_IDS.map((id, index) => (
        <UnstyledButton
          key={id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          className="pl-cell"
          tabIndex={index === active ? 0 : -1}
          aria-label={t(`pictureLogin.pictures.${id}`)}
          disabled={disabled}
          onFocus={() => setActive(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => onPick(id)}
        >
          <img src={pictureSrc(id)} alt="" className="pl-picture" draggable={false} />
        </UnstyledButton>
      ))}
    </fieldset>
  );
}
