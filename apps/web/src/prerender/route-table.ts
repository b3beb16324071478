import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/app/route-guard';

/** A login-only path and where the guard sends a visitor without a session. */
export type GuardedPath = { pattern: string; redirectTo: string };

/** The client's route table as the server needs it to answer a page before any script runs. */
export type RouteTable = {
  /** Every path pattern the app answers (`/feeds/:feedId`), the catch-all left out. */
  patterns: string[];
  /** The patterns behind `RequireAuth`, with its redirect target. */
  guarded: GuardedPath[];
};

function guardTarget(element: RouteObject['element']): string | undefined {
  if (!isValidElement(element) || element.type !== RequireAuth) return undefined;
  const { redirectTo } = (element as ReactElement<{ redirectTo?: string }>).props;
  return redirectTo ?? '/signin';
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent === '/' ? '' : parent}/${path}`;
}

/**
 * Walks the route objects (src/app/router.tsx) into the table scripts/prerender.ts writes beside
 * the pre-rendered pages: the server answers an unknown path with the 404 page and status, and a
 * login-only path asked without a session cookie with the page the guard would redirect to.
 */
export function routeTable(routes: RouteObject[]): RouteTable {
  const table: RouteTable = { patterns: [], guarded: [] };
  const walk = (list: RouteObject[], parent: string, guard: string | undefined) => {
    for (const route of list) {
      const path = route.path === undefined ? parent : join(parent, route.path);
      const routeGuard = guardTarget(route.element) ?? guard;
      const answersHere = route.index === true || (route.path !== undefined && !route.children);
      if (answersHere && !path.endsWith('*')) {
        table.patterns.push(path);
        if (routeGuard) table.guarded.push({ pattern: path, redirectTo: routeGuard });
      }
      if (route.children) walk(route.children, path, routeGuard);
    }
  };
  walk(routes, '/', undefined);
  return table;
}
