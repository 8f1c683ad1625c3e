import { createIcon } from './create-icon.tsx';

export const AlertTriangleIcon = createIcon(
  'AlertTriangleIcon',
  <>
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
