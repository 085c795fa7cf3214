import { Group, SegmentedControl, Title } from '@mantine/core';
import type { Subject } from '@umka/contracts';
import { useLocalized } from '../../lib/i18n.ts';
import { SubjectBadge } from './SubjectBadge.tsx';

export interface SubjectSwitchHeadingProps {
  title: string;
  /** The switch's name for a screen reader. */
  label: string;
  /** The subjects to switch between, in order; a switch appears only for two or more. */
  subjectIds: readonly number[];
  value: number;
  onChange: (subjectId: number) => void;
  subjects: readonly Subject[];
  /** With one subject: show it as a badge where the switch would stand. */
  badgeWhenOne?: boolean;
}

/** A section's heading with a switch between the subjects it shows one at a time. */
export function SubjectSwitchHeading({
  title,
  label,
  subjectIds,
  value,
  onChange,
  subjects,
  badgeWhenOne = false,
}: SubjectSwitchHeadingProps) {
  const localize = useLocalized();
  const subjectOf = (id: number) => subjects.find((subject) => subject.id === id);
  return (
    <Group justify="space-between" align="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      {subjectIds.length > 1 ? (
        <SegmentedControl
          radius="xl"
          aria-label={label}
          value={String(value)}
          onChange={(chosen) => onChange(Number(chosen))}
          data={subjectIds.map((id) => {
            const subject = subjectOf(id);
            return { value: String(id), label: subject ? localize(subject.title) : String(id) };
          })}
        />
      ) : badgeWhenOne ? (
        <SubjectBadge subject={subjectOf(value)} />
      ) : null}
    </Group>
  );
}
