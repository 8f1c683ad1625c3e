import type { RealtimeState } from '@salesdash/data-access-api';
/** The realtime socket's state (spec §4): the shell's connection sets it, screens may show it. */
export declare const realtimeStateAtom: import("jotai").PrimitiveAtom<RealtimeState> & {
    init: RealtimeState;
};
