import { createIcon } from './create-icon.tsx';

export const ChevronRightIcon = createIcon(
  'ChevronRightIcon',
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
);
