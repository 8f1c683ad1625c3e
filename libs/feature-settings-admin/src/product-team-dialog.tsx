import type { OrgUser, Product, ProductEmployee, Role } from '@salesdash/api-contract';
import { Alert, Button, Dialog, EmptyState } from '@salesdash/ui-kit';

export type ProductTeamDialogProps = {
  product: Product;
  people: readonly OrgUser[];
  roles: readonly Role[];
  /** The member being removed, while their removal runs. */
  removing?: number | null | undefined;
  problem?: string | null | undefined;
  onAdd: () => void;
  onChange: (member: ProductEmployee) => void;
  onRemove: (member: ProductEmployee) => void;
  onClose: () => void;
};

/** A product's team: each person with their sales role and title, to add, change or remove. */
export function ProductTeamDialog({
  product,
  people,
  roles,
  removing,
  problem,
  onAdd,
  onChange,
  onRemove,
  onClose,
}: ProductTeamDialogProps) {
  const nameOf = (userId: number) =>
    people.find((person) => person.user_id === userId)?.display_name ?? `Person ${userId}`;
  const roleOf = (roleId: string) =>
    roles.find((role) => role.role_id === roleId)?.role_title ?? 'Unknown role';
  return (
    <Dialog
      title={`People on ${product.name}`}
      description="Each person is paid on this product’s sales at their role here."
      size="lg"
      onClose={onClose}
    >
      <div className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {product.employees.length === 0 ? (
          <EmptyState title="Nobody on this product yet" />
        ) : (
          <ul className="divide-y divide-border" aria-label={`Team of ${product.name}`}>
            {product.employees.map((member) => (
              <li key={member.user_id} className="flex items-center justify-between gap-3 py-2">
                <div>
                  <p className="font-medium text-fg">{nameOf(member.user_id)}</p>
                  <p className="text-sm text-fg-muted">
                    {roleOf(member.role_id)}
                    {member.title ? ` · ${member.title}` : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Change ${nameOf(member.user_id)}`}
                    onClick={() => onChange(member)}
                  >
                    Change
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${nameOf(member.user_id)}`}
                    loading={removing === member.user_id}
                    onClick={() => onRemove(member)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onAdd} disabled={!product.is_active}>
            Add a person
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
