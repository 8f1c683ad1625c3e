import { createIcon } from './create-icon.tsx';

export const ChevronDownIcon = createIcon(
  'ChevronDownIcon',
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);
