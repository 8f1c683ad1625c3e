import type { Product, ProductEmployee } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { orgUsersQueryOptions, rolesQueryOptions } from '@salesdash/data-access-people';
import {
  productsQueryOptions,
  useChangeProductTeam,
  useCreateProduct,
  useUpdateProduct,
} from '@salesdash/data-access-products';
import { formatMoney } from '@salesdash/util-format';
import { Button, PageHeader, localToday, type DataTableColumn } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from './admin-table.tsx';
import { ArchiveDialog } from './archive-dialog.tsx';
import { ArchivedName } from './archived-name.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductTeamDialog } from './product-team-dialog.tsx';
import { TeamMemberForm } from './team-member-form.tsx';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; product: Product }
  | { kind: 'archive'; product: Product }
  | { kind: 'team'; productId: number }
  | { kind: 'member'; productId: number; member?: ProductEmployee };

/**
 * Products (admin): every product with its people, archived ones marked. Create and edit
 * through the form kit, put people on a product with a sales role and title from a day on,
 * archive with a confirmation (the product leaves the pickers, its history stays).
 */
export function ProductsScreen() {
  const api = useApiClient();
  const products = useQuery(productsQueryOptions(api));
  const people = useQuery(orgUsersQueryOptions(api));
  const roles = useQuery(rolesQueryOptions(api));
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const team = useChangeProductTeam();
  const [open, setOpen] = useState<Open | null>(null);
  const today = localToday();

  const close = () => {
    create.reset();
    update.reset();
    team.reset();
    setOpen(null);
  };

  const productById = (id: number) => products.data?.find((product) => product.product_id === id);
  const nameOf = (userId: number) =>
    people.data?.find((person) => person.user_id === userId)?.display_name ?? `Person ${userId}`;
  const roleTitleOf = (roleId: string) =>
    roles.data?.find((role) => role.role_id === roleId)?.role_title ?? '';

  const columns: DataTableColumn<Product>[] = [
    {
      id: 'name',
      header: 'Product',
      cell: (product) => <ArchivedName name={product.name} isActive={product.is_active} />,
    },
    { id: 'price', header: 'Price', align: 'end', cell: (product) => formatMoney(product.price) },
    {
      id: 'people',
      header: 'People',
      cell: (product) =>
        product.employees.length === 0
          ? '—'
          : product.employees
              .map((member) => `${nameOf(member.user_id)} (${roleTitleOf(member.role_id)})`)
              .join(', '),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (product) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${product.name}`}
            onClick={() => setOpen({ kind: 'edit', product })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`People on ${product.name}`}
            onClick={() => setOpen({ kind: 'team', productId: product.product_id })}
          >
            People
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${product.is_active ? 'Archive' : 'Restore'} ${product.name}`}
            onClick={() => setOpen({ kind: 'archive', product })}
          >
            {product.is_active ? 'Archive' : 'Restore'}
          </Button>
        </div>
      ),
    },
  ];

  const teamProduct =
    open?.kind === 'team' || open?.kind === 'member' ? productById(open.productId) : undefined;
  const activeRoles = (roles.data ?? []).filter((role) => role.is_active);
  const activePeople = (people.data ?? []).filter((person) => person.is_active);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Products"
        description="What your team sells, and who is paid on each product as what."
        actions={<Button onClick={() => setOpen({ kind: 'create' })}>New product</Button>}
      />
      <AdminTable
        label="Products"
        columns={columns}
        rows={products.data}
        getRowId={(product) => String(product.product_id)}
        loading={products.isPending}
        error={products.isError ? 'Failed to load Products' : undefined}
        onRetry={() => void products.refetch()}
        emptyTitle="No products yet"
        emptyDescription="Create the first product your team sells."
      />
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <ProductForm
          product={open.kind === 'edit' ? open.product : undefined}
          saving={create.isPending || update.isPending}
          problem={
            create.error ? problemOf(create.error) : update.error ? problemOf(update.error) : null
          }
          onSave={(request) =>
            open.kind === 'edit'
              ? update.mutate(
                  {
                    productId: open.product.product_id,
                    request: { ...request, version: open.product.version },
                  },
                  { onSuccess: close },
                )
              : create.mutate(request, { onSuccess: close })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'archive' ? (
        <ArchiveDialog
          name={open.product.name}
          kind="product"
          restore={!open.product.is_active}
          saving={update.isPending}
          problem={update.error?.message}
          onConfirm={() =>
            update.mutate(
              {
                productId: open.product.product_id,
                request: { version: open.product.version, is_active: !open.product.is_active },
              },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'team' && teamProduct ? (
        <ProductTeamDialog
          product={teamProduct}
          people={people.data ?? []}
          roles={roles.data ?? []}
          removing={
            team.isPending && team.variables.kind === 'remove' ? team.variables.userId : null
          }
          problem={team.error?.message}
          onAdd={() => setOpen({ kind: 'member', productId: teamProduct.product_id })}
          onChange={(member) =>
            setOpen({ kind: 'member', productId: teamProduct.product_id, member })
          }
          onRemove={(member) =>
            team.mutate({
              kind: 'remove',
              productId: teamProduct.product_id,
              userId: member.user_id,
            })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'member' && teamProduct ? (
        <TeamMemberForm
          productName={teamProduct.name}
          member={open.member}
          people={
            open.member
              ? (people.data ?? []).filter((person) => person.user_id === open.member?.user_id)
              : activePeople.filter(
                  (person) =>
                    !teamProduct.employees.some((member) => member.user_id === person.user_id),
                )
          }
          roles={activeRoles}
          today={today}
          saving={team.isPending}
          problem={team.error ? problemOf(team.error) : null}
          onSave={(request) => {
            const back = () => {
              team.reset();
              setOpen({ kind: 'team', productId: teamProduct.product_id });
            };
            team.mutate(
              open.member
                ? {
                    kind: 'update',
                    productId: teamProduct.product_id,
                    request: { ...request, version: teamProduct.version },
                  }
                : { kind: 'add', productId: teamProduct.product_id, request },
              { onSuccess: back },
            );
          }}
          onClose={() => {
            team.reset();
            setOpen({ kind: 'team', productId: teamProduct.product_id });
          }}
        />
      ) : null}
    </div>
  );
}
