import { Box, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { ART_PATH, type ErrorCode, errorMessage, type LocalizedText, MEDIA_MAX_BYTES, mediaApi } from '@umka/contracts';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, silentApi } from '../lib/api.ts';
import { useLocalized } from '../lib/i18n.ts';

/** What the server takes; it checks the content again, this only spares a pointless upload. */
const ACCEPT = '.png,.webp,.svg,image/png,image/webp,image/svg+xml';
const ALLOWED_NAME = /\.(png|webp|svg)$/i;
const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/** A checkerboard behind the picture, so a transparent layer shows where it is empty. */
const CHECKERBOARD = {
  backgroundColor: 'var(--mantine-color-gray-0)',
  backgroundImage:
    'linear-gradient(45deg, var(--mantine-color-gray-2) 25%, transparent 25%, transparent 75%, var(--mantine-color-gray-2) 75%), linear-gradient(45deg, var(--mantine-color-gray-2) 25%, transparent 25%, transparent 75%, var(--mantine-color-gray-2) 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
} as const;

/** The local refusal, in the server's own words, of a file that cannot pass its checks. */
function refusal(file: File): ErrorCode | null {
  if (!ALLOWED_NAME.test(file.name)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > MEDIA_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

export interface ImageUploadFieldProps {
  label: string;
  /** An /art/… or /media/… path; '' while there is none. */
  value: string;
  onChange: (path: string) => void;
  /** The form's error of this field (a refused upload shows its own instead). */
  error?: ReactNode;
  required?: boolean;
  /** Side of the square thumbnail, in pixels. */
  thumbnailSize?: number;
}

/**
 * A picture field of the admin forms: upload a PNG, WebP or SVG (chosen or dropped), or type the path
 * of art already in the repo. Uploads go to POST /api/admin/media, which answers the stored path.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  required = false,
  thumbnailSize = 96,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [uploadError, setUploadError] = useState<LocalizedText | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Cleared after each try, so choosing the same file again (once fixed on disk) uploads it again.
  const resetPicker = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refused = refusal(file);
    if (refused) {
      setUploadError(errorMessage(refused));
      return;
    }
    setUploadError(null);
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const { url } = await silentApi.call(mediaApi.upload, { body: form });
      onChange(url);
    } catch (failure) {
      setUploadError(isApiError(failure) ? failure.message : errorMessage('INTERNAL_ERROR'));
    } finally {
      setUploading(false);
    }
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0] ?? null);
  };

  const shown = ART_PATH.test(value) ? value : null;

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={t('upload.hint', { size: MEDIA_MAX_MB })}
        placeholder="/art/…"
        value={value}
        onChange={(event) => {
          setUploadError(null);
          onChange(event.currentTarget.value);
        }}
        error={uploadError ? localize(uploadError) : error}
        withAsterisk={required}
        autoComplete="off"
        spellCheck={false}
      />
      <Box
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        p="sm"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Group gap="md" wrap="nowrap">
          <Box
            w={thumbnailSize}
            h={thumbnailSize}
            style={{ ...CHECKERBOARD, flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          >
            {shown ? (
              <img
                src={shown}
                alt={t('upload.previewAlt', { label })}
                style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
              />
            ) : (
              <Group h="100%" justify="center" c="gray.5" aria-hidden>
                <IconPhoto size={thumbnailSize / 2} stroke={1.2} />
              </Group>
            )}
          </Box>
          <Stack gap={4} align="flex-start">
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPT} resetRef={resetPicker}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconUpload size={16} />}
                  loading={uploading}
                  aria-label={t('upload.chooseFor', { label })}
                >
                  {t('upload.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('upload.drop')}
            </Text>
          </Stack>
        </Group>
      </Box>
    </Stack>
  );
}
