import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account email field of the login and restore forms, so browsers offer the same saved username in both. */
export function EmailInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      size="md"
    />
  );
}
