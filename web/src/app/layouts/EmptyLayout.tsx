import { Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';

/** Spec §2 "empty": public pages (login, restore, registration, 404) with only the language switch. */
export function EmptyLayout() {
  return (
    <Box mih="100vh" style={{ background: 'linear-gradient(160deg, #e7f5ff 0%, #fff9db 100%)' }}>
      <Box component="header">
        <Group justify="flex-end" p="md">
          <LocaleSwitcher />
        </Group>
      </Box>
      <Box component="main">
        <Container size="xs" pb="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Box>
  );
}
