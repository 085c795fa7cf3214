import { Button, Group, Stack, TextInput } from '@mantine/core';
import { isLibraryVideoLink, LINK_MAX } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';

/** A YouTube or Vimeo link for a video block; any other host is refused here as the server would drop it. */
export function VideoDialog({ onInsert, onClose }: { onInsert: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isLibraryVideoLink(url.trim());

  return (
    <AppModal opened onClose={onClose} title={t('studio.video.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid) onInsert(url.trim());
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('library.form.videoUrl')}
            description={t('library.form.videoUrlHint')}
            type="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            maxLength={LINK_MAX}
            error={touched && !valid ? t('studio.video.invalid') : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.form.cancel')}
            </Button>
            <Button type="submit">{t('studio.video.insert')}</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
