import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PublicFrame } from './PublicFrame.tsx';

/** Spec §2 "empty": the public pages' routes in their frame. */
export function EmptyLayout() {
  return (
    <PublicFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}
