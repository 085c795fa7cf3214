import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableItemProps {
  id: number;
  handleLabel: string;
  disabled: boolean;
  children: ReactNode;
}

function SortableItem({ id, handleLabel, disabled, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      style={{
        // Moved, never scaled: rows of different heights keep their own.
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        aria-label={handleLabel}
        disabled={disabled}
        style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none', flex: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconArrowsMove size={18} />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The accessible name of an item's drag handle ("Move «Loops»"). */
  handleLabel: (item: T) => string;
  /** Called with every id in the new order once an item is dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  disabled?: boolean;
}

/**
 * A list ordered by dragging an item's handle, by mouse, touch or keyboard (space to lift, arrows to move, space to
 * drop), as dnd-kit's sortable preset does it.
 */
export function SortableList<T extends { id: number }>({
  items,
  handleLabel,
  onReorder,
  renderItem,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} handleLabel={handleLabel(item)} disabled={disabled}>
              {renderItem(item)}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
