import { createIcon } from './create-icon.tsx';

export const ArrowUpIcon = createIcon(
  'ArrowUpIcon',
  <>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </>,
);
