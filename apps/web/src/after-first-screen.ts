/**
 * How long after boot the app loads what the first screen does not need: the realtime socket
 * (main.tsx) and the notification bell (the top bar). One wait for both, so they arrive
 * together once the first screen has loaded, and the first-load budget counts what comes
 * before (docs/decisions.md "Realtime and notifications (issue 15, web side)").
 */
export const afterFirstScreenMs = 1_500;
