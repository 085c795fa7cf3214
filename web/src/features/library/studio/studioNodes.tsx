import { AspectRatio, Box, Card, Group, Image, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { mergeAttributes, Node, NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { itVideoEmbedUrl, type LibraryTrainer } from '@umka/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { FormulaView } from './FormulaView.tsx';

/** The trainers a trainer block may name, handed to its node view (which TipTap renders outside the page's props). */
export const StudioTrainersContext = createContext<ReadonlyMap<number, LibraryTrainer>>(new Map());

/*
 * The studio's own blocks. Each is an atom (edited whole through its dialog, not typed into) whose attributes are what
 * the server's sanitiser keeps (server/src/modules/library/page-doc.ts); the HTML forms only matter for copy and paste
 * within the editor, the page is stored and shown as JSON.
 */

function selectedStyle(selected: boolean) {
  return { outline: selected ? '2px solid var(--mantine-color-blue-5)' : 'none', borderRadius: 8 };
}

function FormulaNodeView({ node, selected }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper data-type="formula" style={selectedStyle(selected)}>
      <FormulaView latex={String(node.attrs.latex ?? '')} />
    </NodeViewWrapper>
  );
}

function VideoNodeView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const embed = itVideoEmbedUrl(String(node.attrs.url ?? ''));
  return (
    <NodeViewWrapper data-type="video" style={selectedStyle(selected)}>
      {embed ? (
        <AspectRatio ratio={16 / 9} maw={560}>
          <iframe src={embed} title={t('studio.video.frameTitle')} style={{ border: 0, pointerEvents: 'none' }} />
        </AspectRatio>
      ) : null}
    </NodeViewWrapper>
  );
}

function TrainerNodeView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const trainer = useContext(StudioTrainersContext).get(Number(node.attrs.trainer_id));
  return (
    <NodeViewWrapper data-type="trainer" style={selectedStyle(selected)}>
      <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-blue-0)" contentEditable={false}>
        <Group gap="sm">
          <IconPlayerPlay size={18} aria-hidden />
          <Text fw={600}>{trainer ? localized(trainer.title) : t('studio.trainer.unknown')}</Text>
        </Group>
      </Card>
    </NodeViewWrapper>
  );
}

function ImageNodeView({ node, selected }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper data-type="image" style={selectedStyle(selected)}>
      <Box maw={560}>
        <Image src={String(node.attrs.src ?? '')} alt={String(node.attrs.alt ?? '')} radius="md" />
      </Box>
    </NodeViewWrapper>
  );
}

function atomBlock(
  name: string,
  attributes: Record<string, unknown>,
  view: (props: ReactNodeViewProps) => React.ReactNode,
) {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,
    addAttributes() {
      return Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, { default: value }]));
    },
    parseHTML() {
      return [{ tag: `div[data-type="${name}"]` }];
    },
    renderHTML({ HTMLAttributes }) {
      return ['div', mergeAttributes(HTMLAttributes, { 'data-type': name })];
    },
    addNodeView() {
      return ReactNodeViewRenderer(view);
    },
  });
}

export const FormulaNode = atomBlock('formula', { latex: '' }, FormulaNodeView);
export const VideoNode = atomBlock('video', { url: '' }, VideoNodeView);
export const TrainerNode = atomBlock('trainer', { trainer_id: null }, TrainerNodeView);
export const ImageNode = atomBlock('image', { src: '', alt: '' }, ImageNodeView);
