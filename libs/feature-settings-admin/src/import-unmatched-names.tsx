import type { ImportResolution, ImportUnmatchedName } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { importPeopleQueryOptions } from '@salesdash/data-access-people';
import { productsQueryOptions } from '@salesdash/data-access-products';
import { Alert, Button, Select, Skeleton, type SelectOption } from '@salesdash/ui-kit';
import { formatCount } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { importResolutionKey } from './import-resolution-key.ts';

export type ImportUnmatchedNamesProps = {
  /** Every name met so far, resolved ones too (so a choice can be changed). */
  names: readonly ImportUnmatchedName[];
  resolutions: Readonly<Record<string, ImportResolution>>;
  onResolve: (name: ImportUnmatchedName, resolution: ImportResolution | null) => void;
  disabled?: boolean;
};

const choiceOf = (resolution: ImportResolution | undefined) =>
  resolution === undefined
    ? ''
    : resolution.action === 'create'
      ? 'create'
      : `map:${resolution.id}`;

/**
 * The names no record has, each with what it becomes: a new record (a person as an inactive
 * historical one, without a seat) or an existing person (inactive ones too) or product. A name
 * left as it is rejects its rows.
 */
export function ImportUnmatchedNames({
  names,
  resolutions,
  onResolve,
  disabled = false,
}: ImportUnmatchedNamesProps) {
  const api = useApiClient();
  const people = useQuery({
    // Never a revoked invite: they never joined, and no file's deal is theirs.
    ...importPeopleQueryOptions(api),
    enabled: names.some((n) => n.kind === 'person'),
  });
  const products = useQuery({
    ...productsQueryOptions(api),
    enabled: names.some((n) => n.kind === 'product'),
  });
  if (names.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        Every person and product the file names matches a record: no names to resolve.
      </p>
    );
  }

  const optionsOf = (kind: ImportUnmatchedName['kind']): SelectOption[] =>
    kind === 'person'
      ? [
          { value: 'create', label: 'Create an inactive person' },
          ...(people.data ?? []).map((person) => ({
            value: `map:${person.user_id}`,
            label: `Map to ${person.display_name} <${person.email}>${person.is_active ? '' : ' (inactive)'}`,
          })),
        ]
      : [
          { value: 'create', label: 'Create the product' },
          ...(products.data ?? []).map((product) => ({
            value: `map:${product.product_id}`,
            label: `Map to ${product.name}`,
          })),
        ];
  const failed = people.isError || products.isError;
  const loading = (people.isLoading || products.isLoading) && !failed;

  return (
    <section aria-labelledby="import-names-title" className="space-y-3">
      <h3 id="import-names-title" className="text-sm font-semibold text-fg">
        Names to resolve
      </h3>
      <p className="text-sm text-fg-muted">
        People are matched by email and products by name. Nothing is created without your choice; a
        name left unresolved rejects its rows.
      </p>
      {failed ? (
        <Alert
          tone="error"
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void Promise.all([people.refetch(), products.refetch()])}
            >
              Retry
            </Button>
          }
        >
          The people and products to map to could not be loaded; you can still create them.
        </Alert>
      ) : null}
      {loading ? <Skeleton lines={names.length} /> : null}
      <ul className="space-y-3">
        {names.map((name) => {
          const key = importResolutionKey(name);
          return (
            <li key={key}>
              <Select
                label={`${name.kind === 'person' ? 'Person' : 'Product'} “${name.value}” (${formatCount(name.rows)} ${name.rows === 1 ? 'row' : 'rows'})`}
                placeholder="Leave unresolved (its rows are rejected)"
                options={optionsOf(name.kind)}
                value={choiceOf(resolutions[key])}
                disabled={disabled}
                onChange={(event) => {
                  const choice = event.target.value;
                  const base = { kind: name.kind, value: name.value };
                  onResolve(
                    name,
                    choice === ''
                      ? null
                      : choice === 'create'
                        ? { ...base, action: 'create' }
                        : { ...base, action: 'map', id: Number(choice.slice(4)) },
                  );
                }}
              />
            </li>
          );
        })}
      </ul>
      {Object.values(resolutions).some(
        (resolution) => resolution.kind === 'person' && resolution.action === 'create',
      ) ? (
        // Approved splits are never repriced (a rate applies from its day on, to what is still
        // pending): history brought in for someone without a rate stays at 0 %.
        <Alert tone="info" title="People created here have no sales role">
          Their approved rows are stored paying 0 % commission, and a rate set later reprices only
          their pending deals. To pay someone on this history, invite them with a sales role first,
          then import.
        </Alert>
      ) : null}
    </section>
  );
}
