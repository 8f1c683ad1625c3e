import type { RealtimeState } from '@salesdash/data-access-api';
import { atom } from 'jotai';

/** The realtime socket's state: the shell's connection sets it, screens may show it. */
export const realtimeStateAtom = atom<RealtimeState>('disconnected');
realtimeStateAtom.debugLabel = 'realtimeState';
