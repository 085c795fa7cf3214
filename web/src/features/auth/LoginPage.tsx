import { Anchor } from '@mantine/core';
import { ROLE_HOME } from '@umka/contracts';
import { Link, useNavigate } from 'react-router';
import { LoginCard, type PublicLink } from './LoginCard.tsx';

const RouterLink: PublicLink = ({ to, children }) => (
  <Anchor component={Link} to={to} size="sm">
    {children}
  </Anchor>
);

/**
 * /login inside the app (after a logout, or where the server sends the app's page: a forced locale, maintenance); a
 * visitor who opens /login gets the light login page (login-page/). On success each role goes to its home (spec §6).
 */
export function LoginPage() {
  const navigate = useNavigate();
  return <LoginCard Link={RouterLink} onLoggedIn={(user) => navigate(ROLE_HOME[user.role_id], { replace: true })} />;
}
