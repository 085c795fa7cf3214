import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { GraphAnswer, GraphsSettings, GraphTask, Point } from '@umka/games';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { CoordinateGrid, signed } from './CoordinateGrid.tsx';
import { NudgePad } from './NudgePad.tsx';

type GraphsViewProps = TaskViewProps<GraphsSettings, GraphTask, GraphAnswer>;

const POINT_COLOR = '#e8590c';
const RIGHT_COLOR = '#2f9e44';

type Typed = number | string;

/** A phone's number pad often has no minus key, so each field has a sign button; a keyboard types '-' as usual. */
function flipSign(value: Typed): Typed {
  if (typeof value === 'number') return value === 0 ? value : -value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

/** Two numbers typed side by side; Tab goes from the first to the second, Enter checks. */
function PairForm({
  labels,
  names,
  decimals,
  answered,
  onPair,
}: {
  labels: readonly [string, string];
  names: readonly [string, string];
  decimals: boolean;
  answered: boolean;
  onPair: (first: number, second: number) => void;
}) {
  const { t } = useTranslation();
  const [first, setFirst] = useState<Typed>('');
  const [second, setSecond] = useState<Typed>('');
  const complete = typeof first === 'number' && typeof second === 'number';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !answered) onPair(first, second);
  };
  const input = (index: 0 | 1, value: Typed, onChange: (value: Typed) => void) => (
    <NumberInput
      aria-label={labels[index]}
      leftSection={
        <Text fw={800} fs="italic" size="lg">
          {names[index]}
        </Text>
      }
      value={value}
      onChange={onChange}
      rightSection={
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          tabIndex={-1}
          aria-label={t('trainers.graphs.flipSign', { name: names[index] })}
          onClick={() => onChange(flipSign(value))}
          disabled={answered}
        >
          ±
        </ActionIcon>
      }
      rightSectionWidth={48}
      allowDecimal={decimals}
      decimalSeparator="."
      hideControls
      size="xl"
      w={160}
      styles={{ input: { textAlign: 'center', fontWeight: 800 } }}
      autoFocus={index === 0}
      disabled={answered}
    />
  );
  return (
    <form onSubmit={submit}>
      <Group justify="center" align="flex-end" gap="sm">
        {input(0, first, setFirst)}
        {input(1, second, setSecond)}
        <Button type="submit" size="xl" radius="xl" color="teal" disabled={!complete || answered}>
          {t('trainers.graphs.check')}
        </Button>
      </Group>
    </form>
  );
}

function ReadPoint({ task, settings, answered, onAnswer }: GraphsViewProps & { task: { point: Point } }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" w="100%">
      <Text size="xl" fw={700} ta="center">
        {t('trainers.graphs.readPrompt')}
      </Text>
      <CoordinateGrid
        range={settings.range}
        label={t('trainers.graphs.gridWithPoint')}
        marks={[{ point: task.point, color: POINT_COLOR, label: 'A', testId: 'graph-point' }]}
      />
      <PairForm
        labels={[t('trainers.graphs.x'), t('trainers.graphs.y')]}
        names={['x', 'y']}
        decimals={false}
        answered={answered}
        onPair={(x, y) => onAnswer({ x, y })}
      />
    </Stack>
  );
}

function PlacePoint({ task, settings, answered, onAnswer }: GraphsViewProps & { task: { point: Point } }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [picked, setPicked] = useState<Point | null>(null);
  const confirm = () => {
    if (picked && !answered) onAnswer(picked);
  };
  const marks = [
    ...(answered ? [{ point: task.point, color: RIGHT_COLOR, ring: true, testId: 'graph-right-point' }] : []),
    ...(picked ? [{ point: picked, color: POINT_COLOR, label: 'A', testId: 'graph-picked-point' }] : []),
  ];
  return (
    <Stack align="center" gap="md" w="100%">
      <Text size="xl" fw={700} ta="center" data-testid="graph-target">
        {t('trainers.graphs.placePrompt', { x: signed(task.point.x), y: signed(task.point.y) })}
      </Text>
      <CoordinateGrid
        range={settings.range}
        label={t('trainers.graphs.gridToPlace')}
        marks={marks}
        picking={answered ? undefined : { picked, onPick: setPicked, onConfirm: confirm, describedBy: hintId }}
      />
      <Text id={hintId} size="sm" c="dimmed" ta="center">
        {t('trainers.graphs.placeHint')}
      </Text>
      <Group justify="center" gap="md">
        <NudgePad picked={picked} range={settings.range} disabled={answered} onPick={setPicked} />
        <Button size="lg" radius="xl" color="teal" onClick={confirm} disabled={!picked || answered}>
          {t('trainers.graphs.check')}
        </Button>
      </Group>
    </Stack>
  );
}

function Line({ task, settings, answered, onAnswer }: GraphsViewProps & { task: { through: [Point, Point] } }) {
  const { t } = useTranslation();
  const [a, b] = task.through;
  return (
    <Stack align="center" gap="md" w="100%">
      <Text size="xl" fw={700} ta="center">
        {t('trainers.graphs.linePrompt')}
      </Text>
      <Text fz={28} fw={800} ff="serif" fs="italic">
        y = k·x + b
      </Text>
      <CoordinateGrid
        range={settings.range}
        label={t('trainers.graphs.gridWithLine')}
        line={task.through}
        marks={[
          { point: a, color: POINT_COLOR },
          { point: b, color: POINT_COLOR },
        ]}
      />
      <PairForm
        labels={[t('trainers.graphs.slope'), t('trainers.graphs.intercept')]}
        names={['k', 'b']}
        decimals
        answered={answered}
        onPair={(slope, intercept) => onAnswer({ slope, intercept })}
      />
    </Stack>
  );
}

/** Read a drawn point, place a given one on the grid, or read a line's slope and intercept. */
export function GraphsView(props: GraphsViewProps) {
  const { task, onShown } = props;
  useEffect(() => onShown(), [onShown]);
  if (task.kind === 'line') return <Line {...props} task={task} />;
  if (task.kind === 'placePoint') return <PlacePoint {...props} task={task} />;
  return <ReadPoint {...props} task={task} />;
}
