import { toast } from '@salesdash/ui-kit';

/** The dashboard's failure toast (one at a time: a new one replaces the last). */
export function showLoadFailure(message: string): void {
  toast.error(message, { id: 'overview-load' });
}
