import '../allStyles.ts';
import { AppShell, Badge, Box, Burger, Divider, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type Icon,
  IconAbc,
  IconAlbum,
  IconArrowsSplit,
  IconBackpack,
  IconBook2,
  IconBooks,
  IconBuildingStore,
  IconCalculator,
  IconCategory,
  IconChalkboard,
  IconClipboardCheck,
  IconClockHour4,
  IconCode,
  IconCoins,
  IconDeviceGamepad2,
  IconDiamond,
  IconFiles,
  IconGift,
  IconHanger,
  IconHelpCircle,
  IconHistory,
  IconLanguage,
  IconListCheck,
  IconListDetails,
  IconMailForward,
  IconMapPin,
  IconMessageCircle,
  IconMicrophone,
  IconMoodKid,
  IconNews,
  IconPhotoPlus,
  IconPuzzle,
  IconRocket,
  IconSchool,
  IconSettings,
  IconStretching,
  IconTemplate,
  IconUsers,
} from '@tabler/icons-react';
import { ROLE, type RoleId, SUBJECT_COURSES } from '@umka/contracts';
import { type ComponentType, Fragment, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChatUnreadBadge } from '../../features/chat/index.ts';
import { useTeacherSubjects } from '../../features/subjects/index.ts';
import { VoiceUnheardBadge } from '../../features/voice-recordings/index.ts';
import { useAuth } from '../../lib/auth.tsx';
import { ModalsHost } from '../../ui/ModalsHost.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { AccountControls } from './AccountControls.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { TeacherPhone } from './PhoneDock.tsx';

interface NavEntry {
  to: string;
  labelKey:
    | 'shell.navUsers'
    | 'shell.navSettings'
    | 'shell.navClasses'
    | 'shell.navMathTasks'
    | 'shell.navMentalTests'
    | 'adminClothes.nav'
    | 'adminLocations.nav'
    | 'albumsAdmin.nav.albums'
    | 'albumsAdmin.nav.crystals'
    | 'albumsAdmin.nav.prices'
    | 'newsAdmin.nav'
    | 'itProjects.nav.admin'
    | 'itProjects.nav.teacher'
    | 'itSolutions.nav'
    | 'itCourses.admin.nav'
    | 'itCourses.admin.navLessons'
    | 'courses.admin.nav'
    | 'courses.admin.navLessons'
    | 'itShop.admin.nav'
    | 'itShop.prizes.nav'
    | 'mailing.nav'
    | 'adminGroups.nav'
    | 'adminTeachers.nav'
    | 'adminStudents.nav'
    | 'adminWords.nav'
    | 'adminReadingTexts.nav'
    | 'speechImages.nav'
    | 'adminGymnastics.nav'
    | 'guides.admin.nav'
    | 'library.nav'
    | 'adminTexts.nav'
    | 'adminLogs.nav'
    | 'zeroHomework.admin.nav'
    | 'trainers.catalogue.title'
    | 'teacherDistribution.nav'
    | 'teacherStudents.nav'
    | 'teacherHomework.nav'
    | 'materials.nav'
    | 'chat.nav'
    | 'voiceRecordings.nav'
    | 'online.menu.games'
    | 'parents.nav.children'
    | 'parents.nav.chat'
    | 'parents.nav.settings';
  icon: Icon;
  /** Shown at the entry's end: a count of what waits there. */
  badge?: ComponentType;
  /** Shown only to a teacher who teaches this subject. */
  subject?: number;
  /** The heading it stands under. */
  section?: NavSectionName;
}

/** The headings the admin's entries stand under, in this order; the teacher's short list needs none. */
const NAV_SECTIONS = ['people', 'trainers', 'lessons', 'games', 'news', 'system'] as const;
type NavSectionName = (typeof NAV_SECTIONS)[number];

/** Only pages that exist are listed; later issues add their sections here. */
const NAV: Record<RoleId, NavEntry[]> = {
  [ROLE.admin]: [
    { to: '/admin', labelKey: 'shell.navUsers', icon: IconUsers, section: 'people' },
    { to: '/admin/groups', labelKey: 'adminGroups.nav', icon: IconSchool, section: 'people' },
    { to: '/admin/teachers', labelKey: 'adminTeachers.nav', icon: IconChalkboard, section: 'people' },
    { to: '/admin/students', labelKey: 'adminStudents.nav', icon: IconBackpack, section: 'people' },
    { to: '/admin/tasks', labelKey: 'shell.navMathTasks', icon: IconCalculator, section: 'trainers' },
    { to: '/admin/mental-tests', labelKey: 'shell.navMentalTests', icon: IconClockHour4, section: 'trainers' },
    { to: '/admin/words', labelKey: 'adminWords.nav', icon: IconAbc, section: 'trainers' },
    { to: '/admin/reading-texts', labelKey: 'adminReadingTexts.nav', icon: IconBook2, section: 'trainers' },
    { to: '/admin/speech-images', labelKey: 'speechImages.nav', icon: IconPhotoPlus, section: 'trainers' },
    { to: '/admin/gymnastics', labelKey: 'adminGymnastics.nav', icon: IconStretching, section: 'trainers' },
    { to: '/admin/materials', labelKey: 'library.nav', icon: IconBooks, section: 'lessons' },
    { to: '/admin/zero-lessons', labelKey: 'zeroHomework.admin.nav', icon: IconListCheck, section: 'lessons' },
    { to: '/admin/courses', labelKey: 'courses.admin.nav', icon: IconBooks, section: 'lessons' },
    { to: '/admin/course-lessons', labelKey: 'courses.admin.navLessons', icon: IconListDetails, section: 'lessons' },
    { to: '/admin/it-courses', labelKey: 'itCourses.admin.nav', icon: IconCode, section: 'lessons' },
    { to: '/admin/it-lessons/list', labelKey: 'itCourses.admin.navLessons', icon: IconListDetails, section: 'lessons' },
    { to: '/admin/it-categories', labelKey: 'itProjects.nav.admin', icon: IconCategory, section: 'lessons' },
    { to: '/admin/guides', labelKey: 'guides.admin.nav', icon: IconHelpCircle, section: 'lessons' },
    { to: '/admin/clothes', labelKey: 'adminClothes.nav', icon: IconHanger, section: 'games' },
    { to: '/admin/locations', labelKey: 'adminLocations.nav', icon: IconMapPin, section: 'games' },
    { to: '/admin/albums', labelKey: 'albumsAdmin.nav.albums', icon: IconAlbum, section: 'games' },
    { to: '/admin/crystals', labelKey: 'albumsAdmin.nav.crystals', icon: IconDiamond, section: 'games' },
    { to: '/admin/puzzle-prices', labelKey: 'albumsAdmin.nav.prices', icon: IconCoins, section: 'games' },
    { to: '/admin/it-shop', labelKey: 'itShop.admin.nav', icon: IconBuildingStore, section: 'games' },
    { to: '/admin/news', labelKey: 'newsAdmin.nav', icon: IconNews, section: 'news' },
    { to: '/admin/mailing', labelKey: 'mailing.nav', icon: IconMailForward, section: 'news' },
    { to: '/admin/texts', labelKey: 'adminTexts.nav', icon: IconLanguage, section: 'system' },
    { to: '/admin/logs', labelKey: 'adminLogs.nav', icon: IconHistory, section: 'system' },
    { to: '/admin/settings', labelKey: 'shell.navSettings', icon: IconSettings, section: 'system' },
  ],
  [ROLE.teacher]: [
    { to: '/teacher/classes', labelKey: 'shell.navClasses', icon: IconSchool },
    { to: '/teacher/trainers', labelKey: 'trainers.catalogue.title', icon: IconPuzzle },
    { to: '/teacher/online', labelKey: 'online.menu.games', icon: IconDeviceGamepad2 },
    { to: '/teacher/students', labelKey: 'teacherStudents.nav', icon: IconUsers },
    { to: '/teacher/materials', labelKey: 'materials.nav', icon: IconFiles },
    { to: '/teacher/templates', labelKey: 'teacherHomework.nav', icon: IconTemplate },
    { to: '/teacher/courses', labelKey: 'courses.admin.nav', icon: IconBooks, subject: SUBJECT_COURSES },
    { to: '/teacher/distribution', labelKey: 'teacherDistribution.nav', icon: IconArrowsSplit },
    { to: '/teacher/chat', labelKey: 'chat.nav', icon: IconMessageCircle },
    { to: '/teacher/it-prizes', labelKey: 'itShop.prizes.nav', icon: IconGift },
    { to: '/teacher/it-projects', labelKey: 'itProjects.nav.teacher', icon: IconRocket },
    { to: '/teacher/it-solutions', labelKey: 'itSolutions.nav', icon: IconClipboardCheck },
    {
      to: '/teacher/voice-recordings',
      labelKey: 'voiceRecordings.nav',
      icon: IconMicrophone,
      badge: VoiceUnheardBadge,
    },
    { to: '/teacher/settings', labelKey: 'shell.navSettings', icon: IconSettings },
  ],
  [ROLE.student]: [],
  [ROLE.parent]: [
    { to: '/parent', labelKey: 'parents.nav.children', icon: IconMoodKid },
    { to: '/parent/chat', labelKey: 'parents.nav.chat', icon: IconMessageCircle, badge: ChatUnreadBadge },
    { to: '/parent/settings', labelKey: 'parents.nav.settings', icon: IconSettings },
  ],
};

/** The entries by their headings, in the headings' order; those without one first, with no heading. */
function navSections(entries: NavEntry[]): { name?: NavSectionName; entries: NavEntry[] }[] {
  const untitled = entries.filter((entry) => entry.section === undefined);
  return [
    { entries: untitled },
    ...NAV_SECTIONS.map((name) => ({ name, entries: entries.filter((entry) => entry.section === name) })),
  ].filter((section) => section.entries.length > 0);
}

/** The most specific entry containing the path is the current one (/teacher/classes/5 → Classes). */
function activeEntry(entries: NavEntry[], pathname: string): string | undefined {
  return entries
    .filter((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

/**
 * Cabinet layout for admins and teachers. Spec §2 names only the student-facing layouts
 * (empty, trainer, student, it, loading); the admin and teacher cabinets hold many sections
 * (users, groups, materials, news…) that need a persistent side navigation and the account
 * controls around them, so they share this one shell instead of each page drawing its own.
 */
/** The shell serves the adults; its badge says which of them is signed in. */
function roleBadgeKey(roleId: number | undefined) {
  if (roleId === ROLE.admin) return 'shell.roleAdmin';
  return roleId === ROLE.parent ? 'shell.roleParent' : 'shell.roleTeacher';
}

export function StaffLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const subjects = useTeacherSubjects(user?.role_id === ROLE.teacher ? user.id : null);
  const taught = subjects.data?.subject_ids ?? [];
  const entries = (user ? NAV[user.role_id] : []).filter(
    (entry) => entry.subject === undefined || taught.includes(entry.subject),
  );
  const active = activeEntry(entries, pathname);
  const sections = navSections(entries);
  const sectionId = useId();

  const roleBadge = <Badge variant="light">{t(roleBadgeKey(user?.role_id))}</Badge>;

  // On phones the navbar is the burger's drawer, so the account controls move from the header into it.
  return (
    <>
      <ModalsHost />
      {user?.role_id === ROLE.teacher ? <TeacherPhone /> : null}
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.openMenu')}
                aria-expanded={opened}
              />
              <Text fw={800} fz="xl" c="blue.7">
                {t('common.appName')}
              </Text>
              <Box visibleFrom="xs">{roleBadge}</Box>
            </Group>
            <Box visibleFrom="sm">
              <AccountControls withAvatar />
            </Box>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          {/* The admin's sections outgrow a laptop's height, so the list scrolls on its own. */}
          <AppShell.Section
            grow
            component="nav"
            aria-label={t('shell.cabinet')}
            style={{ overflowY: 'auto', minHeight: 0 }}
          >
            {sections.map((section, index) => {
              const links = section.entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={t(entry.labelKey)}
                  leftSection={<entry.icon size={18} />}
                  rightSection={entry.badge ? <entry.badge /> : undefined}
                  active={entry.to === active}
                  onClick={close}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ));
              if (!section.name) return <Fragment key="untitled">{links}</Fragment>;
              const headingId = `${sectionId}-${index}`;
              return (
                <Box key={section.name} role="group" aria-labelledby={headingId} mt={index > 0 ? 'md' : 0}>
                  <Text
                    component="h2"
                    id={headingId}
                    size="xs"
                    fw={700}
                    tt="uppercase"
                    c="gray.7"
                    px="sm"
                    mt={0}
                    mb={4}
                  >
                    {t(`shell.navSection.${section.name}`)}
                  </Text>
                  {links}
                </Box>
              );
            })}
          </AppShell.Section>
          <AppShell.Section hiddenFrom="sm">
            <Divider mb="md" />
            <AccountPanel badge={roleBadge} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
