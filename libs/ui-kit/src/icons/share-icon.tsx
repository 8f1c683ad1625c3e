import { createIcon } from './create-icon.tsx';

export const ShareIcon = createIcon(
  'ShareIcon',
  <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />,
);
