import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';
import type { RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

function collect(route: AnyRoute, into: { name: string | undefined; path: string }[] = []) {
  const children: AnyRoute[] = Array.isArray(route.children)
    ? route.children
    : Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  for (const child of children) {
    const fullPath = String(child.fullPath);
    const path = fullPath === '/' ? '/' : fullPath.replace(/\/$/, '').replace(/\$(\w+)/g, '{$1}');
    into.push({ name: child.options.staticData?.routeName, path });
    collect(child, into);
  }
  return into;
}

describe('file routes', () => {
  // Creating a router initialises each route's fullPath.
  createRouter({ routeTree, context: {} as RouterContext });
  const files = collect(routeTree);

  it('exist once for every route-table entry, named and placed as the table says', () => {
    expect(files).toHaveLength(routeTable.length);
    for (const route of routeTable) {
      expect(files).toContainEqual({ name: route.name, path: route.path });
    }
  });
});
