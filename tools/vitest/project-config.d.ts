import { type ViteUserConfig } from 'vitest/config';
type ProjectTestOptions = {
    /** `import.meta.url` of the project's vitest.config.ts. */
    configUrl: string;
    /** jsdom for React code, node for everything else. */
    environment: 'node' | 'jsdom';
    /** Extra setup files, relative to the project root. */
    setupFiles?: string[];
    /**
     * Coverage thresholds; publishable util libs enforce 100 %. `enabled: true` measures on every
     * run (not only with `--coverage`), so the test target itself fails below the thresholds.
     */
    coverage?: {
        include: string[];
        exclude?: string[];
        thresholds: number;
        enabled?: boolean;
    };
    /** Per-test timeout; API tests against a real database need more than the default. */
    testTimeout?: number;
    /** Test file globs, relative to the project root. */
    include?: string[];
    /** Run files one at a time (API tests each open a database). */
    serial?: boolean;
};
/** One vitest configuration for every project, so test settings cannot drift. */
export declare function projectTestConfig(options: ProjectTestOptions): ViteUserConfig;
/**
 * Libraries published for other teams: every line and branch is tested and the test target
 * enforces it; the package test (build, pack, import the tarball in plain Node) needs time.
 */
export declare function publishedLibTestConfig(configUrl: string): ViteUserConfig;
export {};
