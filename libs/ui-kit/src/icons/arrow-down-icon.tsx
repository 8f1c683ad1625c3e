import { createIcon } from './create-icon.tsx';

export const ArrowDownIcon = createIcon(
  'ArrowDownIcon',
  <>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </>,
);
