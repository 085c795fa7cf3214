import { Group } from '@mantine/core';
import type { User } from '@umka/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

/** A link to another public page: the app's router link, or a plain one on the light login page. */
export type PublicLink = ComponentType<{ to: string; children: ReactNode }>;

/** The login card: the form, then the ways to a forgotten password and to registration. */
export function LoginCard({ onLoggedIn, Link }: { onLoggedIn: (user: User) => void; Link: PublicLink }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <LoginForm onLoggedIn={onLoggedIn} />
      <Group justify="space-between" mt="lg">
        <Link to="/login/restore">{t('auth.forgotPassword')}</Link>
        <Link to="/registration">{t('auth.toRegistration')}</Link>
      </Group>
      <Group justify="center" mt="md">
        <Link to="/login/class">{t('auth.toPictureLogin')}</Link>
      </Group>
    </AuthCard>
  );
}
