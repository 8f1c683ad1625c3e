import { Button } from '@salesdash/ui-kit';
import type { ComponentType } from 'react';

/**
 * Story decorator for a component that is a dialog: the dialog renders into <body>, so the story
 * keeps the button that would open it on the page, where focus returns on close.
 */
export function withDialogOpener(Story: ComponentType) {
  return (
    <>
      <Button variant="secondary">Opened from here</Button>
      <Story />
    </>
  );
}
