import { Select } from '@mantine/core';
import type { LocalizedText } from '@umka/contracts';
import { useLocalized } from '../../lib/i18n.ts';

export interface PickableGame {
  id: number;
  title: LocalizedText;
}

/** Which trainer's or online game's rating to show; hidden when there is nothing to choose between. */
export function GamePicker({
  games,
  value,
  onChange,
  label,
}: {
  games: readonly PickableGame[];
  value: number;
  onChange: (id: number) => void;
  label: string;
}) {
  const localize = useLocalized();
  if (games.length < 2) return null;
  return (
    <Select
      label={label}
      data={games.map((game) => ({ value: String(game.id), label: localize(game.title) }))}
      value={String(value)}
      onChange={(next) => {
        if (next) onChange(Number(next));
      }}
      allowDeselect={false}
      maw={360}
    />
  );
}
