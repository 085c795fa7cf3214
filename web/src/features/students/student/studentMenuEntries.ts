import {
  type Icon,
  IconArrowsExchange,
  IconAward,
  IconBook,
  IconBooks,
  IconBriefcase,
  IconBuildingStore,
  IconChartLine,
  IconCode,
  IconDeviceGamepad2,
  IconHelpCircle,
  IconHome,
  IconNotebook,
  IconPhoto,
  IconPuzzle,
  IconRocket,
  IconSchool,
  IconSparkles,
  IconTrophy,
  IconUserHeart,
} from '@tabler/icons-react';
import {
  isSubjectAllowed,
  type LikesGate,
  type PageGroup,
  SUBJECT_IT,
  type SubjectData,
  type SubjectMainId,
} from '@umka/contracts';

export interface StudentMenuEntry {
  key: string;
  to: string;
  /** Each feature names its own entry in its locale section. */
  labelKey: `${'student' | 'profile' | 'diaries' | 'certificates' | 'studentHomework' | 'studentClass' | 'albums' | 'online' | 'itCourses' | 'courses' | 'itProjects' | 'itShop' | 'itQuizzes' | 'guides' | 'zeroHomework' | 'parents'}.menu.${string}`;
  icon: Icon;
  /**
   * The page group of spec §2 whose subject list decides if the entry shows;
   * null for pages open whatever the subject, such as choosing one.
   */
  group: PageGroup | null;
  /** A likes gate of spec §6/§9: below it the entry shows locked, with the likes still needed. */
  gate?: LikesGate;
  /** Subjects whose menu leaves the entry out though its page opens: another entry stands in for it there. */
  hiddenFor?: readonly SubjectMainId[];
  /** Shown only while the student has no class in the chosen subject (the zero-homework lessons, issue [13]). */
  untilClass?: boolean;
}

/**
 * The student menu of spec §2, in menu order. Only pages that exist are listed;
 * each feature adds its own entry here when its page lands.
 */
export const STUDENT_MENU_ENTRIES: readonly StudentMenuEntry[] = [
  { key: 'home', to: '/student', labelKey: 'student.menu.home', icon: IconHome, group: 'common' },
  { key: 'trainers', to: '/student/trainers', labelKey: 'student.menu.trainers', icon: IconPuzzle, group: 'trainers' },
  { key: 'itCourses', to: '/student/it-courses', labelKey: 'itCourses.menu.courses', icon: IconCode, group: 'it' },
  { key: 'quizzes', to: '/student/quizes', labelKey: 'itQuizzes.menu.quizzes', icon: IconNotebook, group: 'it' },
  {
    key: 'courses',
    to: '/student/courses',
    labelKey: 'courses.menu.courses',
    icon: IconBooks,
    group: 'courseHomework',
  },
  {
    key: 'homework',
    to: '/student/homework',
    labelKey: 'studentHomework.menu.homework',
    icon: IconBook,
    group: 'homework',
  },
  {
    key: 'online',
    to: '/student/online',
    labelKey: 'online.menu.games',
    icon: IconDeviceGamepad2,
    group: 'common',
    gate: 'online',
  },
  {
    key: 'shop',
    to: '/student/shop',
    labelKey: 'student.menu.shop',
    icon: IconBuildingStore,
    group: 'common',
    gate: 'shop',
    // An IT student spends IT points in the IT shop below rather than likes.
    hiddenFor: [SUBJECT_IT],
  },
  // The likes shop's icon: the two never show together, and the first page loads no icon more.
  { key: 'itShop', to: '/student/it-shop', labelKey: 'itShop.menu.shop', icon: IconBuildingStore, group: 'it' },
  {
    key: 'statistics',
    to: '/student/profile/trainers',
    labelKey: 'profile.menu.statistics',
    icon: IconChartLine,
    group: 'common',
  },
  {
    key: 'likesRating',
    to: '/student/profile/rating/likes',
    labelKey: 'profile.menu.likesRating',
    icon: IconTrophy,
    group: 'common',
  },
  { key: 'diary', to: '/student/profile/diary', labelKey: 'diaries.menu.diary', icon: IconNotebook, group: 'common' },
  {
    key: 'certificates',
    to: '/student/profile/certificates',
    labelKey: 'certificates.menu.title',
    icon: IconAward,
    group: 'common',
  },
  {
    key: 'parents',
    to: '/student/parents',
    labelKey: 'parents.menu.parents',
    icon: IconUserHeart,
    group: 'common',
  },
  { key: 'albums', to: '/student/albums', labelKey: 'albums.menu.albums', icon: IconPhoto, group: 'albums' },
  { key: 'job', to: '/student/job', labelKey: 'student.menu.job', icon: IconBriefcase, group: 'job' },
  {
    key: 'projects',
    to: '/student/projects',
    labelKey: 'itProjects.menu.projects',
    icon: IconRocket,
    group: 'it',
  },
  { key: 'myClass', to: '/student/class', labelKey: 'studentClass.menu.myClass', icon: IconSchool, group: 'common' },
  {
    key: 'zeroHomework',
    to: '/student/zero-homework',
    labelKey: 'zeroHomework.menu.lessons',
    icon: IconSparkles,
    group: 'zeroHomework',
    untilClass: true,
  },
  { key: 'help', to: '/student/help', labelKey: 'guides.menu.help', icon: IconHelpCircle, group: 'trainers' },
  {
    key: 'changeSubject',
    to: '/student/subject',
    labelKey: 'student.menu.changeSubject',
    icon: IconArrowsExchange,
    group: null,
  },
];

/**
 * Entries the guards would let the student open with the chosen subject; with no
 * subject chosen only the open pages remain, since the rest send them to subject choice.
 */
export function visibleMenuEntries(
  mainId: number | null,
  entries: readonly StudentMenuEntry[] = STUDENT_MENU_ENTRIES,
): StudentMenuEntry[] {
  return entries.filter(
    (entry) =>
      entry.group === null ||
      (mainId !== null &&
        isSubjectAllowed(entry.group, mainId) &&
        !(entry.hiddenFor as readonly number[] | undefined)?.includes(mainId)),
  );
}

/** Drops the entries that would open an empty page: the trainers list of a subject with no trainer yet. */
export function withoutEmptyEntries(
  entries: readonly StudentMenuEntry[],
  data: Pick<SubjectData, 'trainers'> | null,
): StudentMenuEntry[] {
  return entries.filter((entry) => !(entry.key === 'trainers' && data !== null && data.trainers.length === 0));
}

/** Drops the newcomer's entries once the student sits in a class of the chosen subject. */
export function withoutNewcomerEntries(entries: readonly StudentMenuEntry[], hasClass: boolean): StudentMenuEntry[] {
  return hasClass ? entries.filter((entry) => !entry.untilClass) : [...entries];
}
