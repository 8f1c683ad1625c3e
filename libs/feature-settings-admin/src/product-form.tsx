import {
  createProductRequestSchema,
  maxProductNameLength,
  type CreateProductRequest,
  type Product,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Dialog,
  fieldErrorsOf,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';

type Field = keyof CreateProductRequest;

const labels: Record<Field, string> = { name: 'Name', price: 'Price' };

export type ProductFormProps = {
  /** The product an edit starts from; a new one otherwise. */
  product?: Product | undefined;
  saving: boolean;
  /** What the server said about the last save (a 400's field, a 409, the fixed failure message). */
  problem?: FormProblem | null | undefined;
  onSave: (product: CreateProductRequest) => void;
  onClose: () => void;
};

/**
 * Creates a product or renames and reprices one: checked by the contract's schema before
 * anything is sent, the server's refusal shown under the field it names.
 */
export function ProductForm({ product, saving, problem, onSave, onClose }: ProductFormProps) {
  const requestOf = (values: Record<Field, string>) =>
    createProductRequestSchema.safeParse({
      name: values.name,
      // As typed: the contract reads "1,997.00" as well as 1997.
      ...(values.price.trim() === '' ? {} : { price: values.price }),
    });
  const form = useAppForm({
    defaultValues: {
      name: product?.name ?? '',
      price: product ? String(product.price) : '',
    } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = requestOf(value);
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.error.issues, labels) };
      },
    },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) onSave(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <Dialog
      title={product ? `Edit ${product.name}` : 'New product'}
      description="The name people pick on deals and calls; the price is the list price in USD."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={product ? 'Edit product' : 'New product'}
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="name">
            {(field) => (
              <field.TextField label={labels.name} required maxLength={maxProductNameLength} />
            )}
          </form.AppField>
          <form.AppField name="price">
            {(field) => (
              <field.TextField
                label="Price (USD)"
                errorLabel={labels.price}
                inputMode="decimal"
                hint="Like 1,997.00; empty for 0"
              />
            )}
          </form.AppField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>{product ? 'Save changes' : 'Create product'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
