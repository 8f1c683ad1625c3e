import { Card, PageHeader } from '@salesdash/ui-kit';
import type { ReactNode } from 'react';

export type WelcomeShortcut = {
  /** The link itself (the shell's router link), its text the destination's name. */
  link: ReactNode;
  /** What the person finds there. */
  description: string;
};

export type WelcomePageProps = {
  /** How the signed-in person is greeted (their display name). */
  name: string;
  organizationName: string;
  /** Where they can go, as their access allows: the shell decides. */
  shortcuts: readonly WelcomeShortcut[];
};

/** The signed-in welcome (`/landing`): a greeting and the places this person can open. */
export function WelcomePage({ name, organizationName, shortcuts }: WelcomePageProps) {
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={`Welcome, ${name}`}
        description={`${organizationName}: where would you like to start?`}
      />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Where to start">
        {shortcuts.map((shortcut, index) => (
          <li key={index}>
            <Card>
              <p className="font-medium text-fg">{shortcut.link}</p>
              <p className="mt-1 text-sm text-fg-muted">{shortcut.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
