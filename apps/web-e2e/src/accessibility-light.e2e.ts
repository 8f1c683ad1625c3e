import {
  admin,
  adminSettings,
  closer,
  describeAccessibilityTour,
  manager,
  setter,
} from './support/accessibility-tour.ts';

// The accessibility gate, light mode: every role. The other journeys scan the screens of their
// own flows (sign-in, reset, registration, share, dialogs, error pages) at every step they snap.
describeAccessibilityTour(
  [admin, adminSettings, manager, closer, setter].map((role) => ({
    mode: 'light' as const,
    ...role,
  })),
);
