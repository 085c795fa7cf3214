import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';

/**
 * Spec §2 "empty": the frame of the public pages (login, restore, registration, 404) with only the language switch.
 * The app's EmptyLayout puts its routes in it; the light login page (login-page/) its one card.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ background: 'linear-gradient(160deg, #e7f5ff 0%, #fff9db 100%)' }}>
      <Box component="header">
        <Group justify="flex-end" p="md">
          <LocaleSwitcher />
        </Group>
      </Box>
      <Box component="main">
        <Container size="xs" pb="xl">
          {children}
        </Container>
      </Box>
    </Box>
  );
}
