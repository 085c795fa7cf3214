import { List, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconPencil, IconPuzzle } from '@tabler/icons-react';
import type { HomeworkTemplateItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

/** What the lesson's homework asks, in its author's words, before the child has started it. */
export function AskedItems({ items }: { items: readonly HomeworkTemplateItem[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <List spacing="sm" aria-label={t('courses.student.homework.asks')}>
      {items.map((item, index) =>
        item.type === 'trainer' ? (
          <List.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the author's items have no ids and keep their order
            key={index}
            icon={
              <ThemeIcon size={26} radius="xl" variant="light" color="grape" aria-hidden>
                <IconPuzzle size={16} />
              </ThemeIcon>
            }
          >
            <Text fw={600}>
              {t('courses.student.homework.trainer', {
                title: localized(item.trainer_title),
                count: item.target_rounds,
              })}
            </Text>
          </List.Item>
        ) : item.type === 'material' ? (
          <List.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the author's items have no ids and keep their order
            key={index}
            icon={
              <ThemeIcon size={26} radius="xl" variant="light" color="cyan" aria-hidden>
                <IconBook2 size={16} />
              </ThemeIcon>
            }
          >
            <Text fw={600}>
              {item.material
                ? t('homeworkMaterials.readTitle', { title: item.material.title })
                : t('homeworkMaterials.removedTitle')}
            </Text>
          </List.Item>
        ) : (
          <List.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the author's items have no ids and keep their order
            key={index}
            icon={
              <ThemeIcon size={26} radius="xl" variant="light" color="blue" aria-hidden>
                <IconPencil size={16} />
              </ThemeIcon>
            }
          >
            <Text style={{ whiteSpace: 'pre-wrap' }}>{item.text}</Text>
          </List.Item>
        ),
      )}
    </List>
  );
}
