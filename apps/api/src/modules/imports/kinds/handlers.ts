import type { ImportKind } from '@salesdash/api-contract';
import type { ImportKindHandler } from './import-kind.ts';
import { appointmentsKind } from './appointments-kind.ts';
import { outboundKind } from './outbound-kind.ts';
import { transactionsKind } from './transactions-kind.ts';

const handlers: Record<ImportKind, ImportKindHandler<unknown>> = {
  transactions: transactionsKind as ImportKindHandler<unknown>,
  appointments: appointmentsKind as ImportKindHandler<unknown>,
  outbound: outboundKind as ImportKindHandler<unknown>,
};

/** How rows of `kind` are read, judged, written and taken back. */
export function handlerOf(kind: ImportKind): ImportKindHandler<unknown> {
  return handlers[kind];
}
