import type { ShareType } from '@salesdash/api-contract';
import { Button } from '@salesdash/ui-kit';
import { useState } from 'react';
import { ShareDialog } from './share-dialog.tsx';

export type ShareButtonProps = {
  type: ShareType;
  /** user_id for an employee dashboard, product_id for a product. */
  resourceId: number;
  /** Origin the share URL starts with; defaults to this page's origin. */
  origin?: string;
  copy?: (text: string) => Promise<void>;
};

/** The "Share" button of a dashboard's page header; opens the share-link dialog. */
export function ShareButton({ type, resourceId, origin, copy }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        icon={
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
            <path
              d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        }
      >
        Share
      </Button>
      {open ? (
        <ShareDialog
          type={type}
          resourceId={resourceId}
          origin={origin}
          copy={copy}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
