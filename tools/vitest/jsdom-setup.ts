import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits 1 s by default; the first render of a lazily loaded route compiles its chunk,
// which takes longer than that when CI runs two test processes on two cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Package tests of jsdom projects run in Node (`@vitest-environment node`): no storage there.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
