export type ArchivedNameProps = { name: string; isActive: boolean };

/** A list's name cell, marked "(archived)" for what left the pickers. */
export function ArchivedName({ name, isActive }: ArchivedNameProps) {
  return (
    <span className="font-medium text-fg">
      {name}
      {isActive ? null : <span className="ml-2 text-sm text-fg-muted">(archived)</span>}
    </span>
  );
}
