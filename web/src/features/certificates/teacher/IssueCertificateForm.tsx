import { Button, Card, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import {
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_TITLE_MAX,
  type CertificateCreate,
  certificateCreateSchema,
} from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';

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
  const localize = useLocalized();
  const [values, setValues] = useState({ title: '', reason: '', issued_on: today() });
  const [errors, setErrors] = useState<FormErrors>({});

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = certificateCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFormErrors(parsed.error));
      return;
    }
    try {
      await onIssue(parsed.data);
      setValues((current) => ({ ...current, title: '', reason: '' }));
    } catch (error) {
      const found = apiFormErrors(error);
      if (hasFormErrors(found)) setErrors(found);
      else onError(error);
    }
  };

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
                value={values.title}
                onChange={(event) => set('title', event.currentTarget.value)}
                error={errorOf('title')}
                maxLength={CERTIFICATE_TITLE_MAX}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                type="date"
                label={t('certificates.form.date')}
                value={values.issued_on}
                onChange={(event) => set('issued_on', event.currentTarget.value)}
                error={errorOf('issued_on')}
                withAsterisk
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('certificates.form.reason')}
            placeholder={t('certificates.form.reasonPlaceholder')}
            value={values.reason}
            onChange={(event) => set('reason', event.currentTarget.value)}
            error={errorOf('reason')}
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
