import {
  admin,
  adminSettings,
  closer,
  describeAccessibilityTour,
} from './support/accessibility-tour.ts';

// The accessibility gate, dark mode: the admin (every destination) and an employee (the share
// button). The screens are the same components as in light mode; dark changes their colours.
describeAccessibilityTour(
  [admin, adminSettings, closer].map((role) => ({ mode: 'dark' as const, ...role })),
);
