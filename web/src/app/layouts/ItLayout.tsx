import { Box, Container, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ItPointsBadge } from '../../features/it-shop/index.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useHydrated } from '../../lib/hydrated.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StudentHeader } from './StudentHeader.tsx';

const CODE_FONT = '"JetBrains Mono", "Fira Code", Menlo, Consolas, monospace';

/**
 * Spec §2 "it": the IT direction (subject 8) looks like a code editor — dark frame, monospace headings.
 * The header still takes the IT subject's colour, as every student header does (spec §4), and shows the subject's
 * own currency, IT points. They draw once the app runs: a lazy part left undrawn would make the server's drawing of
 * the page give up.
 */
export function ItLayout() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const balance =
    hydrated && user ? (
      <Suspense fallback={null}>
        <ItPointsBadge studentId={user.id} />
      </Suspense>
    ) : null;
  return (
    <Box
      mih="100vh"
      data-testid="it-layout"
      style={{ background: 'linear-gradient(180deg, #0b1220 0%, #111c33 100%)' }}
    >
      <StudentHeader look={{ fontFamily: CODE_FONT, balance }} />
      <Box component="main">
        <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
          <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }} withBorder style={{ borderColor: '#2b3a55' }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
