import { Badge, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange, IconHeartFilled } from '@tabler/icons-react';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StudentMenu } from '../../features/students/student/StudentMenu.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useLocalized } from '../../lib/i18n.ts';
import { useSubject } from '../../lib/subject.tsx';
import { AccountControls } from './AccountControls.tsx';
import { DEFAULT_HEADER_COLOR, readableTextColor } from './headerColors.ts';

/** Shared by the student and IT layouts; each passes its own look. The colour is always the subject's. */
export interface StudentHeaderLook {
  fontFamily?: CSSProperties['fontFamily'];
  /** The layout's own currency in place of the subject's likes (the IT layout's IT points). */
  balance?: ReactNode;
}

const SUBJECT_CHOICE_PATH = '/student/subject';

/** The phone drawer (and with it Mantine's dialog code) loads when the burger is first pressed. */
const StudentDrawer = lazy(() => import('./StudentDrawer.tsx').then((module) => ({ default: module.StudentDrawer })));

/**
 * Spec §2/§4: the header takes the chosen subject's colour and shows who, which subject and how many likes.
 * Below the md breakpoint the menu and account controls do not fit beside them, so they move into a drawer
 * behind a burger.
 */
export function StudentHeader({ look = {} }: { look?: StudentHeaderLook }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { user, me } = useAuth();
  const { subject, data } = useSubject();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // /api/me already knows the subject's title and colour, so the header need not wait for the subject's data.
  const current = data?.subject ?? me?.student?.subjects.find((entry) => entry.id === subject?.id);
  const background = current?.color ?? DEFAULT_HEADER_COLOR;
  const color = readableTextColor(background);

  return (
    <Box
      component="header"
      data-testid="student-header"
      px="md"
      py="sm"
      style={{ background, color, fontFamily: look.fontFamily, transition: 'background-color 300ms ease' }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text component={Link} to="/student" fw={800} fz="xl" c="inherit" td="none" ff={look.fontFamily}>
            {t('common.appName')}
          </Text>
          {subject ? (
            <Box visibleFrom="md">
              <StudentMenu />
            </Box>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap" miw={0}>
          {/* Before a subject is chosen there is none to name; the student's own name greets them instead. */}
          <Text fw={700} truncate miw={0} maw={240} ff={look.fontFamily}>
            {current ? localize(current.title) : user?.name}
          </Text>
          {look.balance !== undefined ? (
            look.balance
          ) : data ? (
            <Badge
              size="lg"
              radius="xl"
              variant="white"
              color="red"
              leftSection={<IconHeartFilled size={14} />}
              aria-label={`${t('shell.likes')}: ${data.likes}`}
              data-testid="likes-balance"
              style={{ flexShrink: 0 }}
            >
              {data.likes}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap" visibleFrom="md">
          {pathname === SUBJECT_CHOICE_PATH ? null : (
            <Button
              component={Link}
              to={SUBJECT_CHOICE_PATH}
              variant="white"
              color="dark"
              size="xs"
              radius="xl"
              leftSection={<IconArrowsExchange size={16} />}
            >
              {t('shell.changeSubject')}
            </Button>
          )}
          <AccountControls onColor showName={current !== undefined} />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={drawerOpened}
          onClick={() => {
            setDrawerWanted(true);
            drawer.toggle();
          }}
          color={color}
          size="sm"
          aria-label={t('shell.openMenu')}
          aria-expanded={drawerOpened}
          style={{ flexShrink: 0 }}
        />
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <StudentDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
