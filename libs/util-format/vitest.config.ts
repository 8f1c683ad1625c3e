import { publishedLibTestConfig } from '../../tools/vitest/project-config.ts';

export default publishedLibTestConfig(import.meta.url);
