import { createIcon } from './create-icon.tsx';

export const MonitorIcon = createIcon(
  'MonitorIcon',
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
