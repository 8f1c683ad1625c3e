/**
 * A publishable lib's consumer module: the package test type-checks it against the installed
 * package, at the same path inside its consumer project as in the workspace.
 * @param libRoot - the lib folder, relative to the workspace (`libs/util-period`)
 */
export const packageConsumerFile = (libRoot: string) => `${libRoot}/tests/package-consumer.ts`;
