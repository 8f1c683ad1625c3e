import { describe, expect, it } from 'vitest';
import { startEntryFromBoot } from './start-entry-from-boot.ts';

describe('startEntryFromBoot', () => {
  it('preloads the entry instead of running it, and names it for the boot script', () => {
    const html = [
      '<html lang="en">',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-def.js">',
      '</html>',
    ].join('\n');
    expect(startEntryFromBoot(html)).toBe(
      [
        '<html data-app-entry="/assets/index-abc.js" lang="en">',
        '<link rel="modulepreload" crossorigin href="/assets/index-abc.js">',
        '<link rel="modulepreload" crossorigin href="/assets/framework-def.js">',
        '</html>',
      ].join('\n'),
    );
  });

  it('refuses a page without an entry module, which would never start', () => {
    expect(() => startEntryFromBoot('<html lang="en"></html>')).toThrow(/no module script/);
  });
});
