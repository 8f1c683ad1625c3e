import { importFieldChoicesOf, type ImportColumn, type ImportKind } from '@salesdash/api-contract';
import { Select, Skeleton } from '@salesdash/ui-kit';
import { formatCount } from '@salesdash/util-format';
import { importFieldLabel } from './import-labels.ts';
import { choiceLabel } from './import-mapping.ts';

export type ImportValueMapProps = {
  kind: ImportKind;
  /** An enumerated field a column fills (type, status…). */
  field: string;
  /** The column's header. */
  header: string;
  /** What the column holds; undefined while it is read (or when it could not be). */
  column: ImportColumn | undefined;
  loading: boolean;
  /** The file's value → the field's value it stands for; a value left out is read as written. */
  map: Readonly<Record<string, string>>;
  onChange: (map: Record<string, string>) => void;
};

/**
 * What each value of a column stands for among its field's values, with the rows holding it: a
 * CRM's Stage "Closed Won" (412 rows) → Approved. A value left "as written" is read as the file
 * writes it (a status of "paid" is understood; "Negotiation" is refused).
 */
export function ImportValueMap({
  kind,
  field,
  header,
  column,
  loading,
  map,
  onChange,
}: ImportValueMapProps) {
  const choices = importFieldChoicesOf(kind, field) ?? [];
  const options = choices.map((value) => ({ value, label: choiceLabel(value) }));
  const fieldLabel = importFieldLabel(field);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-fg">
        {`${header} → ${fieldLabel}: what each value stands for`}
      </legend>
      {loading ? <Skeleton lines={3} /> : null}
      {!loading && !column ? (
        <p className="text-sm text-fg-muted">
          The column’s values could not be read: its values are read as written.
        </p>
      ) : null}
      {column ? (
        <>
          {column.more_values ? (
            <p className="text-sm text-fg-muted">
              {`The column holds more than ${formatCount(column.values.length)} different values: the first met are listed, the others are read as written.`}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {column.values.map(({ value, rows }) => (
              <Select
                key={value}
                label={`${value === '' ? '(blank)' : `“${value}”`} · ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`}
                placeholder="As written"
                options={options}
                value={map[value] ?? ''}
                onChange={(event) => {
                  const { [value]: _dropped, ...rest } = map;
                  onChange(
                    event.target.value === '' ? rest : { ...rest, [value]: event.target.value },
                  );
                }}
              />
            ))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
