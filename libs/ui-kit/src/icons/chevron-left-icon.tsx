import { createIcon } from './create-icon.tsx';

export const ChevronLeftIcon = createIcon(
  'ChevronLeftIcon',
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
);
