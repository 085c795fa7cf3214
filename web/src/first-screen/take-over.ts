import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenBlock, type Locale } from '@umka/contracts';
import { pageDataBlock } from '../lib/page-data-block.ts';

/** The first screen the server drew into the page (server/src/lib/first-screen.ts), if it drew one. */
export function drawnScreen(): FirstScreenBlock | null {
  return pageDataBlock<FirstScreenBlock>(FIRST_SCREEN_ELEMENT_ID) ?? null;
}

/** Who the app would draw the page for, once its session and subject are restored and its texts are in. */
export interface Viewer {
  userId: number | null;
  subjectId: number | null;
  locale: Locale;
}

/** A screen drawn from this viewer's answers: they are the app's answers too (another tab may have changed them). */
export function answersAreOurs(screen: FirstScreenBlock, viewer: Omit<Viewer, 'locale'>): boolean {
  return screen.user_id === viewer.userId && screen.subject_id === viewer.subjectId;
}

/** A screen the app would draw the same, so it takes the markup over (hydrates) instead of drawing it again. */
export function drawnAsWeWould(screen: FirstScreenBlock, viewer: Viewer): boolean {
  return answersAreOurs(screen, viewer) && screen.locale === viewer.locale;
}

/** The drawn screen's answers, in the app's cache before any query asks for them again, as old as they are. */
export function takeAnswers(queryClient: QueryClient, screen: FirstScreenBlock): void {
  for (const answer of screen.answers) {
    queryClient.setQueryData(answer.key, answer.data, { updatedAt: answer.updated_at });
  }
}
