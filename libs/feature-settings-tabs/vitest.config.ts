import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default projectTestConfig({ configUrl: import.meta.url, environment: 'jsdom' });
