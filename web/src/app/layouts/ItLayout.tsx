import { Box, Container, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StudentHeader } from './StudentHeader.tsx';

const CODE_FONT = '"JetBrains Mono", "Fira Code", Menlo, Consolas, monospace';

/**
 * Spec §2 "it": the IT direction (subject 8) looks like a code editor — dark frame, monospace headings.
 * The header still takes the IT subject's colour, as every student header does (spec §4).
 */
export function ItLayout() {
  return (
    <Box
      mih="100vh"
      data-testid="it-layout"
      style={{ background: 'linear-gradient(180deg, #0b1220 0%, #111c33 100%)' }}
    >
      <StudentHeader look={{ fontFamily: CODE_FONT }} />
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
