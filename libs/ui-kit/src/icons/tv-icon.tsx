import { createIcon } from './create-icon.tsx';

export const TvIcon = createIcon(
  'TvIcon',
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="m7 2 5 5 5-5" />
  </>,
);
