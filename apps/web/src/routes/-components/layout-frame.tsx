import { sessionAtom } from '@salesdash/data-access-auth';
import { LazyNotificationBell } from '@salesdash/feature-notifications';
import { AppFrame, EmptyFrame } from '@salesdash/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useFirstScreenSettled } from '../../after-first-screen.ts';
import type { RouteLayout } from '../../route-table.ts';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { NavLinks } from './nav-links.tsx';
import { SessionMenu } from './session-menu.tsx';

function DefaultFrame({ padded, children }: { padded: boolean; children: ReactNode }) {
  const user = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const firstScreenSettled = useFirstScreenSettled();
  return (
    <AppFrame
      padded={padded}
      brand={
        <Link to="/" className="text-fg">
          SalesDash
        </Link>
      }
      nav={<NavLinks user={user} />}
      actions={
        <>
          {user ? (
            <LazyNotificationBell
              deferred={!firstScreenSettled}
              onNavigate={(path) => void navigate({ href: path })}
            />
          ) : null}
          <ColorModeSwitch />
          <SessionMenu />
        </>
      }
    >
      {children}
    </AppFrame>
  );
}

// Share links' frame: no first page of a signed-in user or of /login needs its code.
const SharedFrame = lazy(() =>
  import('./shared-frame.tsx').then((module) => ({ default: module.SharedFrame })),
);

/** Wraps a screen in the frame its route-table layout names. */
export function LayoutFrame({
  layout,
  children,
}: {
  layout: RouteLayout | undefined;
  children: ReactNode;
}) {
  switch (layout) {
    case 'default':
      return <DefaultFrame padded>{children}</DefaultFrame>;
    case 'nopadding':
      return <DefaultFrame padded={false}>{children}</DefaultFrame>;
    case 'empty':
      return <EmptyFrame>{children}</EmptyFrame>;
    case 'slug':
      return (
        <Suspense fallback={null}>
          <SharedFrame>{children}</SharedFrame>
        </Suspense>
      );
    default:
      return <>{children}</>;
  }
}
