/** A component project: its Nx name and its directory relative to the workspace root. */
export type ComponentProject = { name: string; dir: string };
export declare const workspaceRoot: string;
export declare function projectsWithTestConfig(root?: string): string[];
export declare function componentProjects(root?: string): ComponentProject[];
