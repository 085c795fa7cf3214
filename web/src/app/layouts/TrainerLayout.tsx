import '../allStyles.ts';
import { ActionIcon, Box } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ROLE_HOME } from '@umka/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { ModalsHost } from '../../ui/ModalsHost.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';

/** Spec §2 "trainer": a trainer or game fills the whole screen; the only chrome is the way back (and the dialogs asking to leave). */
export function TrainerLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();

  // Opened straight from a link there is no page to go back to, so "back" leads home.
  const goBack = () => {
    if (location.key === 'default') navigate(user ? ROLE_HOME[user.role_id] : '/', { replace: true });
    else navigate(-1);
  };

  return (
    <>
      <ModalsHost />
      <Box pos="fixed" inset={0} bg="white" style={{ overflow: 'auto' }} data-testid="trainer-layout">
        <ActionIcon
          onClick={goBack}
          variant="light"
          size="xl"
          radius="xl"
          aria-label={t('common.back')}
          pos="absolute"
          top={16}
          left={16}
          style={{ zIndex: 10 }}
        >
          <IconArrowLeft />
        </ActionIcon>
        <Box component="main">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </>
  );
}
