import { sharedDashboardAtom } from '@salesdash/data-access-sharing';
import { SlugFrame } from '@salesdash/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ColorModeSwitch } from './color-mode-switch.tsx';

/** Share pages: the header names what is shared once the link resolves. */
export function SharedFrame({ children }: { children: ReactNode }) {
  const { name } = useAtomValue(sharedDashboardAtom);
  return (
    <SlugFrame title={name || undefined} actions={<ColorModeSwitch />}>
      {children}
    </SlugFrame>
  );
}
