import '@mantine/tiptap/styles.css';
import { FileButton, Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconMathFunction, IconPhoto, IconPuzzle, IconVideo } from '@tabler/icons-react';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { LibraryDocNode, LibraryTrainer } from '@umka/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { UploadProgress } from '../../../ui/upload/UploadProgress.tsx';
import { useUploadProgress } from '../../../ui/upload/useUploadProgress.ts';
import { uploadLibraryPicture } from '../library.queries.ts';
import { FormulaDialog } from './FormulaDialog.tsx';
import { FormulaNode, ImageNode, StudioTrainersContext, TrainerNode, VideoNode } from './studioNodes.tsx';
import { TrainerDialog } from './TrainerDialog.tsx';
import { VideoDialog } from './VideoDialog.tsx';

type Dialog = 'formula' | 'video' | 'trainer' | null;

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

/**
 * The studio's block editor (TipTap under Mantine's toolbar): text with bold, italic and links, headings, lists, and
 * the blocks the server keeps — a picture uploaded here, a YouTube or Vimeo video, a KaTeX formula and a trainer. Every
 * control has a label, so the toolbar is read and used from the keyboard.
 */
export function StudioEditor({
  initialDoc,
  subjectId,
  trainers,
  onChange,
}: {
  initialDoc: LibraryDocNode;
  subjectId: number;
  trainers: readonly LibraryTrainer[];
  onChange: (doc: LibraryDocNode) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { progress, run, cancel } = useUploadProgress();
  const trainerMap = useMemo(() => new Map(trainers.map((trainer) => [trainer.id, trainer])), [trainers]);
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['https'] },
      }),
      FormulaNode,
      VideoNode,
      TrainerNode,
      ImageNode,
    ],
    content: initialDoc,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': t('studio.editorLabel') },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as LibraryDocNode),
  });

  const insert = (node: LibraryDocNode) => {
    editor?.chain().focus().insertContent(node).run();
    setDialog(null);
  };

  const addPicture = async (file: File | null) => {
    if (!file) return;
    try {
      const uploaded = await run((controls) => uploadLibraryPicture(file, controls));
      if (uploaded) insert({ type: 'image', attrs: { src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') } });
    } catch (error) {
      notifyError(isApiError(error) ? localized(error.message) : t('studio.picture.failed'));
    }
  };

  return (
    <StudioTrainersContext.Provider value={trainerMap}>
      <Input.Wrapper label={t('studio.content')} id="studio-content">
        <RichTextEditor
          editor={editor}
          labels={{
            boldControlLabel: t('studio.toolbar.bold'),
            italicControlLabel: t('studio.toolbar.italic'),
            h2ControlLabel: t('studio.toolbar.h2'),
            h3ControlLabel: t('studio.toolbar.h3'),
            bulletListControlLabel: t('studio.toolbar.bulletList'),
            orderedListControlLabel: t('studio.toolbar.orderedList'),
            linkControlLabel: t('studio.toolbar.link'),
            unlinkControlLabel: t('studio.toolbar.unlink'),
            undoControlLabel: t('studio.toolbar.undo'),
            redoControlLabel: t('studio.toolbar.redo'),
            linkEditorInputLabel: t('studio.toolbar.linkInput'),
            linkEditorInputPlaceholder: 'https://',
            linkEditorSave: t('studio.toolbar.linkSave'),
            linkEditorExternalLink: t('studio.toolbar.linkExternal'),
            linkEditorInternalLink: t('studio.toolbar.linkInternal'),
          }}
          mt={4}
        >
          <RichTextEditor.Toolbar sticky stickyOffset={60} aria-label={t('studio.toolbar.label')}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <FileButton onChange={(file) => void addPicture(file)} accept={PICTURE_TYPES}>
                {(props) => (
                  <RichTextEditor.Control
                    {...props}
                    aria-label={t('studio.toolbar.picture')}
                    title={t('studio.toolbar.picture')}
                    disabled={progress !== null}
                  >
                    <IconPhoto size={16} stroke={1.5} />
                  </RichTextEditor.Control>
                )}
              </FileButton>
              <ToolbarButton label={t('studio.toolbar.video')} onClick={() => setDialog('video')}>
                <IconVideo size={16} stroke={1.5} />
              </ToolbarButton>
              <ToolbarButton label={t('studio.toolbar.formula')} onClick={() => setDialog('formula')}>
                <IconMathFunction size={16} stroke={1.5} />
              </ToolbarButton>
              <ToolbarButton label={t('studio.toolbar.trainer')} onClick={() => setDialog('trainer')}>
                <IconPuzzle size={16} stroke={1.5} />
              </ToolbarButton>
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          {progress === null ? null : <UploadProgress progress={progress} onCancel={cancel} />}
          <RichTextEditor.Content mih={360} />
        </RichTextEditor>
      </Input.Wrapper>
      {dialog === 'formula' ? (
        <FormulaDialog
          initial={formulaAt(editor)}
          onInsert={(latex) => insert({ type: 'formula', attrs: { latex } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'video' ? (
        <VideoDialog onInsert={(url) => insert({ type: 'video', attrs: { url } })} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'trainer' ? (
        <TrainerDialog
          trainers={trainers}
          subjectId={subjectId}
          onInsert={(trainerId) => insert({ type: 'trainer', attrs: { trainer_id: trainerId } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </StudioTrainersContext.Provider>
  );
}

/** The LaTeX of a selected formula block, so the dialog edits it (inserting over a selection replaces it). */
function formulaAt(editor: Editor | null): string {
  const selected = editor?.state.selection as
    | { node?: { type: { name: string }; attrs: { latex?: unknown } } }
    | undefined;
  return selected?.node?.type.name === 'formula' ? String(selected.node.attrs.latex ?? '') : '';
}

function ToolbarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <RichTextEditor.Control onClick={onClick} aria-label={label} title={label}>
      {children}
    </RichTextEditor.Control>
  );
}
