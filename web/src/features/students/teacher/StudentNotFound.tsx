import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';

interface StudentNotFoundProps {
  /** Where the way back leads: the teacher's students, their classes where the page came from a class, or the admin's list. */
  backTo?: '/teacher/students' | '/teacher/classes' | '/admin/students';
  backLabel: string;
  title: string;
  description: string;
}

/** A student card's page for a student who is not one of the teacher's, or an address that is no student id. */
export function StudentNotFound({ backTo = '/teacher/students', backLabel, title, description }: StudentNotFoundProps) {
  return (
    <Stack gap="lg" align="flex-start">
      <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
        {backLabel}
      </Button>
      <EmptyState
        title={title}
        description={description}
        titleOrder={1}
        color="orange"
        icon={<IconUserQuestion size={32} stroke={1.5} />}
      />
    </Stack>
  );
}
