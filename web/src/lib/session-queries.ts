import type { QueryClient } from '@tanstack/react-query';
import { ROLE, type StudentCharacter } from '@umka/contracts';
import { meQuery } from './auth.tsx';
import { authStore } from './auth-store.ts';
import { pageClientConfig } from './client-config.ts';
import { subjectDataQuery } from './subject.tsx';
import { subjectStore } from './subject-store.ts';

/**
 * Asks for what every signed-in page shows (the user, and a student's chosen subject) as soon as the kept session is
 * restored, so the answers travel while the layout's code loads instead of after it has rendered. The providers'
 * queries then find them in flight or cached under the same keys. Not while maintenance keeps the person out (as
 * BootGate does): their calls would answer 503 and reload the page again and again. Nor when the page carries no
 * config (the dev server's): BootGate asks for it first. A student's dressed character, the largest picture of the
 * home, starts loading as soon as the subject's answer names it, while the home's code still loads and renders.
 */
export function startSessionQueries(queryClient: QueryClient): void {
  const user = authStore.get().user;
  const config = pageClientConfig();
  if (!user || !config || (config.maintenance && user.role_id !== ROLE.admin)) return;
  void queryClient.prefetchQuery(meQuery(user.id));
  const subject = subjectStore.get();
  if (user.role_id === ROLE.student && subject) {
    queryClient
      .fetchQuery(subjectDataQuery(user.id, subject.id))
      .then((data) => preloadPictures(characterPictures(data.character)))
      // The providers' own query reports a failure when it asks again.
      .catch(() => undefined);
  }
}

function characterPictures(character: StudentCharacter | null): string[] {
  return character ? [character.image, ...character.worn.map((piece) => piece.picture)] : [];
}

/** Pictures asked for ahead land in the page's image cache, where the `<img>` that shows them finds them. */
function preloadPictures(sources: readonly string[]): void {
  for (const source of sources) new Image().src = source;
}
