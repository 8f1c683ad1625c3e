import type { ImportUnmatchedName } from '@salesdash/api-contract';

/** One key per unmatched name: a person and a product may share a spelling. */
export const importResolutionKey = (name: Pick<ImportUnmatchedName, 'kind' | 'value'>) =>
  `${name.kind}:${name.value}`;
