import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type UIMatch, useMatches } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { notifyError, notifyLoginRequired } from '../../lib/notify.ts';
import { useSubject } from '../../lib/subject.tsx';
import { LoadingLayout } from '../layouts/LoadingLayout.tsx';
import { isRouteMeta, type RouteMeta } from '../routeMeta.ts';
import { decideAccess, type GuardNotice } from './access.ts';

/** The deepest matched route's meta decides: layouts above it carry none. */
function deepestMeta(matches: UIMatch[]): RouteMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

function GuardRedirect({ to, notice }: { to: string; notice?: GuardNotice }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notice === 'loginRequired') notifyLoginRequired();
    else if (notice) notifyError(t(`guards.${notice}`), undefined, { id: `guard-${notice}` });
  }, [notice, t]);
  return <Navigate to={to} replace />;
}

/** Renders the matched page only when spec §6 lets the visitor see it; otherwise redirects with its notice. */
export function RouteGuard() {
  const matches = useMatches();
  const { status, user } = useAuth();
  const { subject } = useSubject();
  const decision = decideAccess(deepestMeta(matches), { status, user, subject });
  if (decision.kind === 'wait') return <LoadingLayout />;
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} notice={decision.notice} />;
  return (
    <Suspense fallback={<LoadingLayout />}>
      <Outlet />
    </Suspense>
  );
}
