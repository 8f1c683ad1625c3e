/**
 * How long after boot the app loads what the first screen does not need: the realtime socket
 * (main.tsx) and the notification bell (the top bar). One wait for both, so they arrive
 * together once the first screen has loaded, and the first-load budget counts what comes
 * before (docs/decisions/0022-realtime-and-notifications-web.md).
 */
export const afterFirstScreenMs = 1_500;
