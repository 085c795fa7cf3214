import { Anchor, Group } from '@mantine/core';
import { ROLE_HOME } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

/** /login: on success each role goes to its home (spec §6). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <LoginForm onLoggedIn={(user) => navigate(ROLE_HOME[user.role_id], { replace: true })} />
      <Group justify="space-between" mt="lg">
        <Anchor component={Link} to="/login/restore" size="sm">
          {t('auth.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="/registration" size="sm">
          {t('auth.toRegistration')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
