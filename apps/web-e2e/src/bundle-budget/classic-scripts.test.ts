import { describe, expect, it } from 'vitest';
import { classicScripts } from './classic-scripts.ts';

describe('classicScripts', () => {
  it('lists the classic scripts with a source, not module scripts or inline ones', () => {
    const html = [
      '<script src="/assets/boot-abc.js"></script>',
      '<script type="module" crossorigin src="/assets/index-def.js"></script>',
      '<link rel="modulepreload" href="/assets/framework-ghi.js">',
      '<script>inline()</script>',
      '<script defer src="/assets/other.js"></script>',
    ].join('\n');
    expect(classicScripts(html)).toEqual(['assets/boot-abc.js', 'assets/other.js']);
  });
});
