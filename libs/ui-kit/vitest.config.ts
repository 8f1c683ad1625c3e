import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default mergeConfig(projectTestConfig({ configUrl: import.meta.url, environment: 'jsdom' }), {
  // Vitest empties CSS imports by default; the token contrast test reads tokens.css?raw.
  test: { css: { include: [/tokens\.css/] } },
});
