import { OnlineGamePage } from './OnlineGamePage.tsx';
import { OnlineResultPage } from './OnlineResultPage.tsx';
import { OnlineRoomPage } from './OnlineRoomPage.tsx';
import { OnlineStartPage } from './OnlineStartPage.tsx';
import { PicnicSinglePage } from './picnic/PicnicSinglePage.tsx';
import { StudentOnlinePage } from './StudentOnlinePage.tsx';
import { TeacherOnlinePage } from './TeacherOnlinePage.tsx';

const PAGES = {
  studentList: StudentOnlinePage,
  teacherList: TeacherOnlinePage,
  start: OnlineStartPage,
  room: OnlineRoomPage,
  game: OnlineGamePage,
  /** Connect four's room/game address of spec §2: its game page. */
  connect4Game: () => <OnlineGamePage component="connect4" />,
  result: OnlineResultPage,
  single: PicnicSinglePage,
} as const;

export type OnlinePageName = keyof typeof PAGES;

/**
 * Every online page behind one lazy entry of the router: one chunk (a player goes from the list through the start
 * page, the lobby and the game anyway), and one entry where each would cost what every page loads first.
 */
export function OnlinePage({ page }: { page: OnlinePageName }) {
  const Page = PAGES[page];
  return <Page />;
}
