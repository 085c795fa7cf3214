import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBook2, IconFileText, IconPuzzle, IconTrash } from '@tabler/icons-react';
import { HOMEWORK_ITEMS_MAX, type Trainer } from '@umka/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import {
  emptyTask,
  errorsUnder,
  type ItemDraft,
  materialDraft,
  newKey,
  type TaskDraft,
  type TrainerDraft,
} from './homeworkDraft.ts';
import { LibraryMaterialPicker } from './LibraryMaterialPicker.tsx';
import { MaterialItemEditor } from './MaterialItemEditor.tsx';
import { TaskItemEditor } from './TaskItemEditor.tsx';
import { TrainerItemEditor } from './TrainerItemEditor.tsx';
import { startingSettings } from './trainerSettingsForm.ts';

interface ItemsEditorProps {
  items: readonly ItemDraft[];
  onChange: (update: (items: ItemDraft[]) => ItemDraft[]) => void;
  trainers: readonly Trainer[];
  /** Errors by server path relative to `items` (`0.settings.count`). */
  errors: Partial<Record<string, string>>;
  /**
   * Offers the school library's materials of this subject (null: of every subject the teacher teaches, a template);
   * left out, no materials are offered.
   */
  librarySubjectId?: number | null;
}

const ITEM_ICONS: Record<ItemDraft['type'], ReactNode> = {
  trainer: <IconPuzzle size={18} aria-hidden />,
  task: <IconFileText size={18} aria-hidden />,
  material: <IconBook2 size={18} aria-hidden />,
};

/** The homework's ordered items: trainers with settings and a target, tasks with text and files. */
export function ItemsEditor({ items, onChange, trainers, errors, librarySubjectId }: ItemsEditorProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [picking, setPicking] = useState(false);
  const full = items.length >= HOMEWORK_ITEMS_MAX;
  const heading = (item: ItemDraft, index: number) => {
    if (item.type === 'trainer') {
      return t('teacherHomework.item.trainerHeading', { index: index + 1, title: localized(item.trainer_title) });
    }
    if (item.type === 'material') {
      return t('homeworkMaterials.heading', {
        index: index + 1,
        title: item.material?.title ?? t('homeworkMaterials.removedTitle'),
      });
    }
    return t('teacherHomework.item.taskHeading', { index: index + 1 });
  };

  const replace = (key: string, update: (item: ItemDraft) => ItemDraft) =>
    onChange((current) => current.map((item) => (item.key === key ? update(item) : item)));
  const move = (index: number, offset: number) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + offset, 0, moved);
      return next;
    });

  const addTrainer = () => {
    const trainer = trainers[0];
    if (!trainer) return;
    const item: TrainerDraft = {
      key: newKey(),
      type: 'trainer',
      trainer_id: trainer.id,
      component: trainer.component,
      trainer_title: trainer.title,
      settings: startingSettings(trainer),
      target_rounds: 3,
      min_score: null,
    };
    onChange((current) => [...current, item]);
  };

  return (
    <Stack gap="md">
      {items.map((item, index) => {
        const title = heading(item, index);
        const own = errorsUnder(errors, `${index}.`);
        return (
          <Card key={item.key} withBorder radius="md" padding="md" component="section" aria-label={title}>
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {ITEM_ICONS[item.type]}
                <Text fw={600}>{title}</Text>
                {item.id ? null : (
                  <Badge variant="light" size="sm">
                    {t('teacherHomework.item.new')}
                  </Badge>
                )}
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('teacherHomework.item.moveUp', { title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('teacherHomework.item.moveDown', { title })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('teacherHomework.item.remove', { title })}
                  onClick={() => onChange((current) => current.filter((entry) => entry.key !== item.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            {item.type === 'trainer' ? (
              <TrainerItemEditor
                item={item}
                trainers={trainers}
                onChange={(next) => replace(item.key, () => next)}
                errors={own}
              />
            ) : item.type === 'material' ? (
              <MaterialItemEditor item={item} error={own.material_id} />
            ) : (
              <TaskItemEditor
                item={item}
                label={title}
                onChange={(update) => replace(item.key, (current) => update(current as TaskDraft))}
                errors={own}
              />
            )}
          </Card>
        );
      })}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPuzzle size={18} />}
          onClick={addTrainer}
          disabled={full || trainers.length === 0}
        >
          {t('teacherHomework.item.addTrainer')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileText size={18} />}
          onClick={() => onChange((current) => [...current, emptyTask()])}
          disabled={full}
        >
          {t('teacherHomework.item.addTask')}
        </Button>
        {librarySubjectId === undefined ? null : (
          <Button
            variant="light"
            leftSection={<IconBook2 size={18} />}
            onClick={() => setPicking(true)}
            disabled={full}
          >
            {t('homeworkMaterials.add')}
          </Button>
        )}
      </Group>
      {librarySubjectId === undefined ? null : (
        <LibraryMaterialPicker
          opened={picking}
          subjectId={librarySubjectId}
          chosenIds={items.flatMap((item) => (item.type === 'material' && item.material ? [item.material.id] : []))}
          onClose={() => setPicking(false)}
          onPick={(material) => {
            setPicking(false);
            onChange((current) => [...current, materialDraft(material)]);
          }}
        />
      )}
    </Stack>
  );
}
