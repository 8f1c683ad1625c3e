import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Reads a source file's text; injectable so tests can describe a project in memory. */
export type ReadSource = (file: string) => string | undefined;

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // other projects: Nx's boundary rule sees those cycles
  const base = path.resolve(path.dirname(from), specifier);
  const stripped = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [base, ...extensions.map((ext) => stripped + ext)]) {
    if (exists(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Import cycles between the given files through relative imports, each as the list of files
 * on the loop (first file repeated at the end). A cycle inside a lib makes module order
 * matter and breaks tree-shaking; we check for them here rather than with eslint-plugin-import-x,
 * whose native resolver cannot be installed from this machine's registry on every platform.
 */
export function findImportCycles(files: string[], read: ReadSource = readSource): string[][] {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = read(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((ref) => resolveRelative(file, ref.fileName, (f) => known.has(f)))
      .filter((f): f is string => f !== undefined);
    edges.set(file, targets);
  }

  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
