import { Anchor } from '@mantine/core';
import { ROLE_HOME, type User } from '@umka/contracts';
import { GlobalLoadingBar } from '../app/GlobalLoadingBar.tsx';
import { PublicFrame } from '../app/layouts/PublicFrame.tsx';
import { UiProviders } from '../app/UiProviders.tsx';
import { LoginCard, type PublicLink } from '../features/auth/LoginCard.tsx';

/** Every other page is the app's: a plain link loads it. */
const PageLink: PublicLink = ({ to, children }) => (
  <Anchor href={to} size="sm">
    {children}
  </Anchor>
);

/** The signed-in app is a page of its own (index.html), loaded with the session this page has just kept. */
function enterApp(user: User): void {
  window.location.assign(ROLE_HOME[user.role_id]);
}

/**
 * The light login page: the login card in the public frame, with texts, UI kit and notices around it and nothing of
 * the signed-in app (router, server cache, session). Drawn at build time (render.tsx) and taken over by main.tsx.
 */
export function LoginScreen() {
  return (
    <UiProviders>
      <GlobalLoadingBar />
      <PublicFrame>
        <LoginCard Link={PageLink} onLoggedIn={enterApp} />
      </PublicFrame>
    </UiProviders>
  );
}
