import { Card } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';

/** Frames a form as the pages show it. */
export function InCard({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-sm">
      <Card>{children}</Card>
    </div>
  );
}
