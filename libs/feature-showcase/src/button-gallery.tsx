import {
  Button,
  Card,
  PageHeader,
  ShareIcon,
  type ButtonSize,
  type ButtonVariant,
} from '@salesdash/ui-kit';

const variants: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: readonly ButtonSize[] = ['md', 'sm'];
const columns = ['Variant', 'Default', 'With icon', 'Loading', 'Disabled'] as const;
const variantNames: Record<ButtonVariant, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  ghost: 'Ghost',
  danger: 'Danger',
};

/**
 * The living style guide of ui-kit's buttons (`/buttons`): every variant in every size, with an
 * icon, loading and disabled, rendered by the components the screens use.
 */
export function ButtonGallery() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Buttons"
        description="Every variant and size of the design system's button, as the screens use them."
      />
      {sizes.map((size) => (
        <Card key={size} title={size === 'md' ? 'Medium (default)' : 'Small (tables, toolbars)'}>
          <table className="w-full text-left text-sm">
            <thead className="text-fg-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="pb-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => (
                <tr key={variant} className="border-t border-border">
                  <th scope="row" className="py-2 font-medium text-fg">
                    {variantNames[variant]}
                  </th>
                  <td className="py-2">
                    <Button variant={variant} size={size}>
                      Save
                    </Button>
                  </td>
                  <td className="py-2">
                    <Button variant={variant} size={size} icon={<ShareIcon />}>
                      Share
                    </Button>
                  </td>
                  <td className="py-2">
                    <Button variant={variant} size={size} loading>
                      Saving
                    </Button>
                  </td>
                  <td className="py-2">
                    <Button variant={variant} size={size} disabled>
                      Save
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </div>
  );
}
