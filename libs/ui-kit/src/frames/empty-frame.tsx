import type { ReactNode } from 'react';

export type EmptyFrameProps = { children?: ReactNode };

/** The "empty" layout: no chrome, content centred (login, registration, landing). */
export function EmptyFrame({ children }: EmptyFrameProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-bg px-6 py-10 text-fg">
      {children}
    </main>
  );
}
