import { createIcon } from './create-icon.tsx';

export const XIcon = createIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);
