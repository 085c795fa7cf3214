import { waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '../lib/lazyWithPreload.ts';
import { preloadRoute } from './preloadRoute.ts';
import { ROUTE_META } from './routeMeta.ts';

function fixture() {
  const loads = { layout: vi.fn(), studentHome: vi.fn(), admin: vi.fn() };
  const component = (load: () => void) =>
    lazyWithPreload(async () => {
      load();
      return { default: () => null };
    });
  const Layout = component(loads.layout);
  const StudentHome = component(loads.studentHome);
  const Admin = component(loads.admin);
  const routes: RouteObject[] = [
    {
      element: <Layout />,
      children: [
        { path: ROUTE_META.studentHome.path, handle: ROUTE_META.studentHome, element: <StudentHome /> },
        { path: ROUTE_META.adminUsers.path, handle: ROUTE_META.adminUsers, element: <Admin /> },
      ],
    },
  ];
  const open = (pathname: string, role: Parameters<typeof preloadRoute>[1]) =>
    preloadRoute(matchRoutes(routes, pathname) ?? [], role);
  return { open, loads };
}

describe('preloading the opened address', () => {
  it("starts the layout's and the page's chunks together for a visitor the page lets in", async () => {
    const { open, loads } = fixture();
    open('/student', ROLE.student);
    await waitFor(() => expect(loads.studentHome).toHaveBeenCalledTimes(1));
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.admin).not.toHaveBeenCalled();
  });

  it('loads nothing for a page the stored role may not open, nor for an address without a page', async () => {
    const { open, loads } = fixture();
    open('/admin', ROLE.student);
    open('/student', null);
    open('/nowhere', ROLE.admin);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('loads a chunk once however often it is asked for', async () => {
    const { open, loads } = fixture();
    open('/student', ROLE.student);
    open('/student', ROLE.student);
    await waitFor(() => expect(loads.studentHome).toHaveBeenCalledTimes(1));
    expect(loads.layout).toHaveBeenCalledTimes(1);
  });
});
