import type { ShareType } from '@salesdash/api-contract';
import { Button, ShareIcon } from '@salesdash/ui-kit';
import { lazy, Suspense, useState } from 'react';

// The dialog (share API calls, their response schemas, the link list) loads on the first click:
// a dashboard's first load carries only the button.
const ShareDialog = lazy(() =>
  import('./share-dialog.tsx').then((module) => ({ default: module.ShareDialog })),
);

export type ShareButtonProps = {
  type: ShareType;
  /** user_id for an employee dashboard, product_id for a product. */
  resourceId: number;
  /** What a link shows when that is not plain from the page (see the dialog's `subject`). */
  subject?: string;
  /** Origin the share URL starts with; defaults to this page's origin. */
  origin?: string;
  copy?: (text: string) => Promise<void>;
};

/** The "Share" button of a dashboard's page header; opens the share-link dialog. */
export function ShareButton({ type, resourceId, subject, origin, copy }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        icon={<ShareIcon />}
      >
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            type={type}
            resourceId={resourceId}
            subject={subject}
            origin={origin}
            copy={copy}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
