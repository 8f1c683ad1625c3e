import type { createStore } from 'jotai';
/** The app's jotai store (the one the React tree and the router share). */
export type JotaiStore = ReturnType<typeof createStore>;
