import '../../app/allStyles.ts';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { AuthCard } from './AuthCard.tsx';
import { RestoreCodeStep } from './RestoreCodeStep.tsx';
import { RestoreEmailStep } from './RestoreEmailStep.tsx';

/** /login/restore: email → code and new password → back to /login with a notice. */
export function RestorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The opaque token the server handed out for this reset; it names no account.
  const [resetToken, setResetToken] = useState<string | null>(null);

  const done = () => {
    notifySuccess(t('auth.restoreDone'));
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title={t('auth.restoreTitle')}>
      {resetToken === null ? (
        <RestoreEmailStep onSent={setResetToken} />
      ) : (
        <RestoreCodeStep resetToken={resetToken} onDone={done} />
      )}
      <Anchor component={Link} to="/login" size="sm" mt="lg" display="inline-block">
        {t('auth.toLogin')}
      </Anchor>
    </AuthCard>
  );
}
