import { Skeleton } from '@salesdash/ui-kit';

/** Rows of grey while the first page loads (the list region says aria-busy). */
export function NotificationListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" data-testid="notification-list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex gap-3 border-b border-border px-4 py-3 last:border-b-0">
          <Skeleton shape="circle" width={8} height={8} className="mt-1.5" />
          <Skeleton lines={2} className="flex-1" />
        </li>
      ))}
    </ul>
  );
}
