import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { filesApi, type PrivateFile } from '@umka/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

function sizeText(bytes: number, t: TFunction): string {
  if (bytes < 1024) return t('teacherHomework.files.bytes', { value: bytes });
  if (bytes < 1024 * 1024) return t('teacherHomework.files.kilobytes', { value: Math.round(bytes / 1024) });
  return t('teacherHomework.files.megabytes', { value: (bytes / 1024 / 1024).toFixed(1) });
}

/** Private files need the bearer token, so a plain link cannot fetch them: the bytes are saved through an object URL. */
export function FileDownloadButton({ file }: { file: PrivateFile }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      const blob = await api.call(filesApi.download, { params: { id: file.id } });
      saveFile(blob, file.name);
    } catch {
      // The api client has already shown the server's reason.
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconDownload size={16} />}
      loading={loading}
      onClick={() => void download()}
      aria-label={t('teacherHomework.files.download', { name: file.name })}
    >
      {file.name} · {sizeText(file.size, t)}
    </Button>
  );
}
