import { Button, Card, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import {
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_TITLE_MAX,
  type CertificateCreate,
  certificateCreateSchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';

/** Today in the teacher's own calendar, which is the day they mean by "today". */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface IssueCertificateFormProps {
  saving: boolean;
  /** Rejects with the failed call; its field errors are shown under the fields. */
  onIssue: (values: CertificateCreate) => Promise<void>;
  /** A failure that is not about a field. */
  onError: (error: unknown) => void;
}

export function IssueCertificateForm({ saving, onIssue, onError }: IssueCertificateFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { title: '', reason: '', issued_on: today() },
    schema: certificateCreateSchema,
  });

  const submit = onSubmit(async (body) => {
    await onIssue(body);
    form.setValues({ title: '', reason: '' });
  }, onError);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="issue-certificate-heading">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={2} size="h4" id="issue-certificate-heading">
              {t('certificates.form.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('certificates.form.hint')}
            </Text>
          </Stack>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('certificates.form.title')}
                placeholder={t('certificates.form.titlePlaceholder')}
                {...inputProps('title')}
                maxLength={CERTIFICATE_TITLE_MAX}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="date" label={t('certificates.form.date')} {...inputProps('issued_on')} withAsterisk />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('certificates.form.reason')}
            placeholder={t('certificates.form.reasonPlaceholder')}
            {...inputProps('reason')}
            maxLength={CERTIFICATE_REASON_MAX}
            rows={3}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={saving} leftSection={<IconAward size={18} />}>
              {t('certificates.form.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
