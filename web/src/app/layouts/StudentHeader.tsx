import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { IconArrowsExchange, IconHeartFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StudentMenu } from '../../features/student/StudentMenu.tsx';
import { useLocalized } from '../../lib/i18n.ts';
import { useSubject } from '../../lib/subject.tsx';
import { AccountControls } from './AccountControls.tsx';
import { DEFAULT_HEADER_COLOR, readableTextColor } from './headerColors.ts';

/** Shared by the student and IT layouts; each passes its own look. */
export interface StudentHeaderLook {
  background?: string;
  fontFamily?: CSSProperties['fontFamily'];
}

/** Spec §2/§4: the header takes the chosen subject's colour and shows who, which subject and how many likes. */
export function StudentHeader({ look = {} }: { look?: StudentHeaderLook }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { subject, data } = useSubject();
  const background = look.background ?? data?.subject.color ?? DEFAULT_HEADER_COLOR;
  const color = readableTextColor(background);

  return (
    <Box
      component="header"
      data-testid="student-header"
      px="md"
      py="sm"
      style={{ background, color, fontFamily: look.fontFamily, transition: 'background-color 300ms ease' }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Text component={Link} to="/student" fw={800} fz="xl" c="inherit" td="none" ff={look.fontFamily}>
            {t('common.appName')}
          </Text>
          {subject ? <StudentMenu /> : null}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text fw={700} truncate maw={240} ff={look.fontFamily}>
            {data ? localize(data.subject.title) : t('shell.subjectNotChosen')}
          </Text>
          {data ? (
            <Badge
              size="lg"
              radius="xl"
              variant="white"
              color="red"
              leftSection={<IconHeartFilled size={14} />}
              aria-label={`${t('shell.likes')}: ${data.likes}`}
              data-testid="likes-balance"
            >
              {data.likes}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button
            component={Link}
            to="/student/subject"
            variant="white"
            color="dark"
            size="xs"
            radius="xl"
            leftSection={<IconArrowsExchange size={16} />}
          >
            {t('shell.changeSubject')}
          </Button>
          <AccountControls onColor />
        </Group>
      </Group>
    </Box>
  );
}
