const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The part of an OpenAPI document the matrix reads. */
export type OpenApiPaths = { paths?: Record<string, Record<string, unknown>> };

/** `METHOD /path` of an operation, e.g. `GET /api/users/{id}`. */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation of an OpenAPI document as `METHOD /path`, sorted. */
export function documentedOperations(document: OpenApiPaths): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, operations]) =>
      httpMethods
        .filter((method) => method in operations)
        .map((method) => operationKey(method, path)),
    )
    .sort();
}

/** Every `/api` operation of an OpenAPI document as `METHOD /path`, sorted. */
export function apiOperations(document: OpenApiPaths): string[] {
  return documentedOperations(document).filter((key) => {
    const path = key.slice(key.indexOf(' ') + 1);
    return path === '/api' || path.startsWith('/api/');
  });
}

/**
 * Compares the routes with the matrix: operations without an entry (a new route nobody
 * classified) and entries without an operation (a route removed or renamed).
 */
export function matrixCoverage(
  operations: readonly string[],
  entries: readonly { method: string; path: string }[],
): { missing: string[]; stale: string[]; duplicated: string[] } {
  const keys = entries.map((entry) => operationKey(entry.method, entry.path));
  const keySet = new Set(keys);
  const operationSet = new Set(operations);
  return {
    missing: operations.filter((operation) => !keySet.has(operation)),
    stale: keys.filter((key) => !operationSet.has(key)),
    duplicated: keys.filter((key, index) => keys.indexOf(key) !== index),
  };
}
