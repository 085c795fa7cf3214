import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StudentHeader } from './StudentHeader.tsx';

/** Spec §2 "student": the subject-coloured header over the student's pages. */
export function StudentLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <StudentHeader />
      <Box component="main">
        <Container size="lg" py="lg">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Box>
  );
}
