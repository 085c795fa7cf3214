import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ImportResult } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { credentialsCsv, downloadBlob } from './importCsv.ts';

/** Step 3: how many were created, where they are, and the made-up passwords for the teacher to hand out. */
export function ImportResultStep({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const generated = result.created.filter((student) => student.password !== null).length;

  const download = async () => {
    const blob = await credentialsCsv(
      {
        name: t('studentImport.result.nameColumn'),
        email: t('studentImport.columns.email'),
        password: t('studentImport.columns.password'),
      },
      result.created,
    );
    downloadBlob(blob, 'students-logins.csv');
  };

  return (
    <Stack gap="md">
      <div role="status">
        <Title order={2} size="h3">
          {t('studentImport.result.created', { count: result.created.length })}
        </Title>
      </div>
      {generated > 0 && (
        <Alert color="orange" title={t('studentImport.result.passwordsTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('studentImport.result.passwordsText', { count: generated })}</Text>
            <Button leftSection={<IconDownload size={18} />} onClick={() => void download()}>
              {t('studentImport.result.download')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group>
        <Anchor component={Link} to="/admin/groups">
          {t('studentImport.result.toClasses')}
        </Anchor>
        <Button variant="light" onClick={onAgain}>
          {t('studentImport.result.again')}
        </Button>
      </Group>
    </Stack>
  );
}
