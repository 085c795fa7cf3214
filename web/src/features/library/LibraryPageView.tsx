import { Anchor, AspectRatio, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { itVideoEmbedUrl, type LibraryDocNode, type LibraryTrainer } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/i18n.ts';
import { FormulaView } from './studio/FormulaView.tsx';

/** A text node with its marks: bold, italic and an https link (the only ones the server keeps). */
function textOf(node: LibraryDocNode, key: number): ReactNode {
  let content: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') content = <strong>{content}</strong>;
    else if (mark.type === 'italic') content = <em>{content}</em>;
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string') {
      content = (
        <Anchor href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow">
          {content}
        </Anchor>
      );
    }
  }
  return <span key={key}>{content}</span>;
}

/* A published document is read, never reordered: each node's place in it is its identity, so it is the key. */
function inline(nodes: readonly LibraryDocNode[] = []): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: a node's place in the read-only document is its identity
  return nodes.map((node, index) => (node.type === 'hardBreak' ? <br key={index} /> : textOf(node, index)));
}

function TrainerCard({ trainer }: { trainer: LibraryTrainer | undefined }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (!trainer) return null;
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-blue-0)">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{localized(trainer.title)}</Text>
        <Button component={Link} to={`/trainers/${trainer.id}`} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
          {t('studio.trainer.play')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * A studio page as students and teachers see it, drawn from its (server-sanitised) document as React elements: no
 * HTML of the author's is ever inserted. A formula is KaTeX's, a video the YouTube or Vimeo player, a trainer a card
 * that opens it.
 */
export function LibraryPageView({ doc, trainers }: { doc: LibraryDocNode; trainers: readonly LibraryTrainer[] }) {
  const { t } = useTranslation();
  const byId = new Map(trainers.map((trainer) => [trainer.id, trainer]));

  const block = (node: LibraryDocNode, key: number): ReactNode => {
    switch (node.type) {
      case 'paragraph':
        return <Text key={key}>{inline(node.content)}</Text>;
      case 'heading':
        return (
          <Title key={key} order={node.attrs?.level === 3 ? 3 : 2} size={node.attrs?.level === 3 ? 'h4' : 'h3'}>
            {inline(node.content)}
          </Title>
        );
      case 'bulletList':
      case 'orderedList':
        return (
          <List key={key} type={node.type === 'orderedList' ? 'ordered' : 'unordered'}>
            {(node.content ?? []).map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a node's place in the read-only document is its identity
              <List.Item key={index}>{(item.content ?? []).map(block)}</List.Item>
            ))}
          </List>
        );
      case 'image':
        return (
          <Image
            key={key}
            src={String(node.attrs?.src ?? '')}
            alt={String(node.attrs?.alt ?? '')}
            radius="md"
            maw={720}
            fit="contain"
          />
        );
      case 'video': {
        const embed = itVideoEmbedUrl(String(node.attrs?.url ?? ''));
        return embed ? (
          <AspectRatio key={key} ratio={16 / 9} maw={720}>
            <iframe
              src={embed}
              title={t('studio.video.frameTitle')}
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        ) : null;
      }
      case 'formula':
        return <FormulaView key={key} latex={String(node.attrs?.latex ?? '')} />;
      case 'trainer':
        return <TrainerCard key={key} trainer={byId.get(Number(node.attrs?.trainer_id))} />;
      default:
        return null;
    }
  };

  return <Stack gap="md">{(doc.content ?? []).map(block)}</Stack>;
}
