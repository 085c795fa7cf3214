import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface GeneratedPasswordNoticeProps {
  /** Whose account it opens. */
  name: string;
  /** The password the server generated; it answers it once and keeps only its hash. */
  password: string;
  /** Where the admin goes once it is copied: the new account's own page. */
  nextPath: string;
  nextLabel: string;
}

/**
 * The success view of a create form left with a blank password: the generated one, a copy button, and the plain
 * warning that it will not be shown again (nothing can show it later, the server keeps only its hash).
 */
export function GeneratedPasswordNotice({ name, password, nextPath, nextLabel }: GeneratedPasswordNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" radius="lg" title={t('ui.generatedPassword.title', { name })}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('ui.generatedPassword.once')}</Text>
        <Group gap="sm">
          <Code fz="lg" aria-label={t('ui.generatedPassword.label')}>
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                radius="xl"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? t('ui.generatedPassword.copied') : t('ui.generatedPassword.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button component={Link} to={nextPath} radius="xl">
          {nextLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
