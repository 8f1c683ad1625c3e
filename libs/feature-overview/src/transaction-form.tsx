import {
  createTransactionRequestSchema,
  maxCustomerNameLength,
  maxNotesLength,
  requestCommissionRequestSchema,
  updateTransactionRequestSchema,
  type CloserList,
  type CreateTransactionRequest,
  type DealPosition,
  type OrgUser,
  type Product,
  type RequestCommissionRequest,
  type TransactionRow,
  type UpdateTransactionRequest,
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
import { formatDay, formatMoney } from '@salesdash/util-format';
import { useState } from 'react';

type Field =
  | 'position'
  | 'user_id'
  | 'setter_id'
  | 'product_id'
  | 'transaction_type'
  | 'customer_name'
  | 'customer_email'
  | 'amount'
  | 'contract_value'
  | 'transaction_date'
  | 'notes';

type Values = Record<Field, string>;

const labels: Record<Field, string> = {
  position: 'Your position on the deal',
  user_id: 'Closer',
  setter_id: 'Setter',
  product_id: 'Product',
  transaction_type: 'Deal type',
  customer_name: 'Customer',
  customer_email: 'Customer email',
  amount: 'Cash collected (USD)',
  contract_value: 'Contract value (USD)',
  transaction_date: 'Date',
  notes: 'Notes',
};

/** What the form saves: a request, an admin's new deal, or the fields an edit changed. */
export type TransactionFormSave =
  | { mode: 'request'; body: RequestCommissionRequest }
  | { mode: 'create'; body: CreateTransactionRequest }
  | { mode: 'edit'; body: UpdateTransactionRequest };

export type TransactionFormProps = {
  /** `request`: the signed-in person's own deal; `create`/`edit`: an admin's, with people. */
  mode: 'request' | 'create' | 'edit';
  /** The transaction an edit starts from. */
  transaction?: TransactionRow | undefined;
  /** A new deal's closer when the page is theirs (fixed), or its product when it is the product's. */
  closerId?: number | undefined;
  productId?: number | undefined;
  products: readonly Product[];
  /** Who can close or set a deal (admin modes). */
  people?: readonly OrgUser[] | undefined;
  /** Request mode: the position the form opens on, and the closers a setter names. */
  position?: DealPosition | undefined;
  closers?: CloserList['closers'] | undefined;
  /** The latest date a deal may have, `YYYY-MM-DD`. */
  today: string;
  saving: boolean;
  deleting?: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (save: TransactionFormSave) => void;
  /** Edit mode: offers to delete the transaction (after a confirmation). */
  onDelete?: (() => void) | undefined;
  onClose: () => void;
};

const copy = {
  request: {
    title: 'Request commission',
    description:
      'A deal you closed or set. It waits, pending, until an admin approves it; then you are paid at your rate on its date.',
    submit: 'Request commission',
  },
  create: {
    title: 'Add a transaction',
    description: 'A payment collected. It starts pending; approving it pays the closer and setter.',
    submit: 'Add transaction',
  },
  edit: {
    title: 'Edit transaction',
    description: 'Only pending and rejected transactions change: nothing has been paid on them.',
    submit: 'Save changes',
  },
} as const;

const money = (value: number | undefined) => (value === undefined ? '' : String(value));

function startingValues(props: TransactionFormProps): Values {
  const row = props.transaction;
  if (row) {
    return {
      position: 'closer',
      user_id: String(row.user_id),
      setter_id: row.setter_id === null ? '' : String(row.setter_id),
      product_id: String(row.product_id),
      transaction_type: row.transaction_type,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      amount: money(row.amount),
      contract_value: row.transaction_type === 'new' ? money(row.contract_value) : '',
      transaction_date: row.transaction_date,
      notes: row.notes,
    };
  }
  return {
    position: props.position ?? 'closer',
    user_id: props.closerId === undefined ? '' : String(props.closerId),
    setter_id: '',
    product_id: props.productId === undefined ? '' : String(props.productId),
    transaction_type: 'new',
    customer_name: '',
    customer_email: '',
    amount: '',
    contract_value: '',
    transaction_date: props.today,
    notes: '',
  };
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body every mode shares, from the form's text. */
function dealOf(values: Values) {
  return {
    product_id: numberOrUndefined(values.product_id),
    customer_name: values.customer_name,
    customer_email: values.customer_email.trim(),
    amount: numberOrUndefined(values.amount),
    contract_value:
      values.transaction_type === 'new' ? numberOrUndefined(values.contract_value) : undefined,
    transaction_type: values.transaction_type,
    transaction_date: values.transaction_date,
    notes: values.notes,
  };
}

/** What an edit changed, as the PATCH body (the server judges the change on what it touches). */
function changesOf(values: Values, start: Values) {
  const deal = dealOf(values);
  const changed: Record<string, unknown> = {};
  const touched = (field: Field) => values[field].trim() !== start[field].trim();
  if (touched('user_id')) changed['user_id'] = numberOrUndefined(values.user_id);
  if (touched('setter_id')) changed['setter_id'] = numberOrUndefined(values.setter_id) ?? null;
  for (const field of [
    'product_id',
    'customer_name',
    'customer_email',
    'amount',
    'transaction_type',
    'transaction_date',
    'notes',
  ] as const) {
    if (touched(field)) changed[field] = deal[field];
  }
  // A new deal's value goes with its amount and type, so the server can check them together.
  if (values.transaction_type === 'new' && (touched('contract_value') || touched('amount'))) {
    changed['contract_value'] = deal.contract_value;
  }
  return changed;
}

/** Words for a field left empty, before the schema's own. */
const missing: Partial<Record<Field, string>> = {
  user_id: 'Choose the closer',
  product_id: 'Choose a product',
  amount: 'Enter the cash collected',
};

/** What a submit of the form's text gives: the save, or what stops it. */
type Outcome =
  | { save: TransactionFormSave }
  | { errors: Partial<Record<Field, string>>; notice?: undefined }
  | { notice: string };

/**
 * The form's text checked by the contract's schema of its mode: the save, or each field's first
 * problem (an empty required field in its own words first), or why an edit has nothing to save.
 */
function outcomeOf(mode: TransactionFormProps['mode'], values: Values, start: Values): Outcome {
  const setting = mode === 'request' && values.position === 'setter';
  const empty: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(missing) as [Field, string][]) {
    if (field === 'user_id' && mode !== 'create' && !setting) continue;
    if (values[field].trim() === '') empty[field] = message;
  }
  let parsed;
  if (mode === 'edit') {
    const changes = changesOf(values, start);
    if (Object.keys(changes).length === 0)
      return { notice: 'Nothing to save: change a field first.' };
    parsed = updateTransactionRequestSchema.safeParse(changes);
  } else if (mode === 'create') {
    parsed = createTransactionRequestSchema.safeParse({
      ...dealOf(values),
      user_id: numberOrUndefined(values.user_id),
      setter_id: numberOrUndefined(values.setter_id) ?? null,
    });
  } else {
    // A setter names the closer; a closer's request is theirs (the server credits them).
    parsed = requestCommissionRequestSchema.safeParse({
      ...dealOf(values),
      position: setting ? 'setter' : 'closer',
      ...(setting ? { user_id: numberOrUndefined(values.user_id) } : {}),
    });
  }
  const errors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues, labels)),
    ...empty,
  };
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { save: { mode, body: parsed.data } as TransactionFormSave };
}

/**
 * A deal's form: an employee's commission request, an admin's new transaction, or an admin's
 * edit of a pending or rejected one (with delete, after a confirmation). Checked by the
 * contract's own schema before anything is sent; each problem shows under its field, and so
 * does a 400 the server names a field in.
 */
export function TransactionForm(props: TransactionFormProps) {
  const { mode, products, people, today, saving, deleting = false, problem, onClose } = props;
  const [start] = useState(() => startingValues(props));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const admin = mode !== 'request';
  const form = useAppForm({
    defaultValues: start,
    // The contract's schema on the first submit, then as the fields change.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const outcome = outcomeOf(mode, value, start);
        if ('save' in outcome) return undefined;
        return outcome.notice !== undefined ? { form: outcome.notice } : { fields: outcome.errors };
      },
    },
    onSubmit: ({ value }) => {
      const outcome = outcomeOf(mode, value, start);
      if ('save' in outcome) props.onSave(outcome.save);
    },
  });
  const serverProblem = formProblems({}, problem, labels).formProblem;

  const personOptions = (people ?? []).map((person) => ({
    value: String(person.user_id),
    label: person.is_active ? person.display_name : `${person.display_name} (inactive)`,
    disabled: !person.is_active,
  }));
  const closerName =
    props.closerId === undefined
      ? undefined
      : people?.find((person) => person.user_id === props.closerId)?.display_name;

  if (confirmingDelete) {
    const row = props.transaction;
    return (
      <Dialog
        title="Delete this transaction?"
        description={
          row
            ? `${row.customer_name || 'No customer'} · ${formatMoney(row.amount)} · ${formatDay(row.transaction_date)}`
            : undefined
        }
        onClose={() => setConfirmingDelete(false)}
      >
        <p className="text-sm text-fg">
          {/* Only pending and rejected deals are deleted (the server refuses the others). */}
          Nothing was paid on it, so no commission is clawed back.
        </p>
        <p className="mt-2 text-sm text-fg-muted">
          It leaves every list and figure. The record is kept, with who deleted it and when, for the
          audit trail.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmingDelete(false)}>
            Keep it
          </Button>
          <Button variant="danger" loading={deleting} onClick={props.onDelete}>
            Delete transaction
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={copy[mode].title}
      description={copy[mode].description}
      onClose={onClose}
      size="lg"
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={copy[mode].title}
          submitting={saving}
          problem={problem}
        >
          <form.Subscribe selector={(state) => state.errorMap.onDynamic}>
            {(found) => {
              // The edit's "nothing to save" is the form's own; else what the server refused.
              const notice =
                typeof found === 'object' && found && 'form' in found ? found.form : null;
              const shown = typeof notice === 'string' ? notice : serverProblem;
              return shown ? <Alert tone="error">{shown}</Alert> : null;
            }}
          </form.Subscribe>
          <form.Subscribe selector={(state) => state.values.position === 'setter'}>
            {(setterPosition) => {
              const setting = mode === 'request' && setterPosition;
              return mode === 'request' ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <form.AppField name="position">
                    {(field) => (
                      <field.Select
                        label={labels.position}
                        options={[
                          { value: 'closer', label: 'I closed it' },
                          { value: 'setter', label: 'I set it (booked the call)' },
                        ]}
                        hint={
                          setting
                            ? 'The closer is credited with the deal; you are paid as its setter'
                            : 'You are credited with the deal as its closer'
                        }
                      />
                    )}
                  </form.AppField>
                  {setting ? (
                    <form.AppField name="user_id">
                      {(field) => (
                        <field.Select
                          label={labels.user_id}
                          required
                          placeholder="Select the closer"
                          options={(props.closers ?? []).map((closer) => ({
                            value: String(closer.user_id),
                            label: closer.display_name,
                          }))}
                        />
                      )}
                    </form.AppField>
                  ) : null}
                </div>
              ) : null;
            }}
          </form.Subscribe>
          {admin ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {mode === 'create' && closerName !== undefined ? (
                // The page's person: shown, not offered (and not where the dialog's focus lands).
                <div>
                  <p className="mb-1.5 text-sm font-medium text-fg">{labels.user_id}</p>
                  <p className="flex h-10 items-center text-sm text-fg">{closerName}</p>
                </div>
              ) : (
                <form.AppField name="user_id">
                  {(field) => (
                    <field.Select
                      label={labels.user_id}
                      required
                      placeholder="Select the closer"
                      options={personOptions}
                    />
                  )}
                </form.AppField>
              )}
              <form.AppField name="setter_id">
                {(field) => (
                  <field.Select
                    label={labels.setter_id}
                    placeholder="No setter"
                    options={personOptions}
                    hint="Who booked the call; paid at their own rate on approval"
                  />
                )}
              </form.AppField>
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="product_id">
              {(field) => (
                <field.Select
                  label={labels.product_id}
                  required
                  placeholder="Select a product"
                  options={products.map((product) => ({
                    value: String(product.product_id),
                    label: product.name,
                    disabled: !product.is_active && String(product.product_id) !== start.product_id,
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="transaction_type">
              {(field) => (
                <field.Select
                  label={labels.transaction_type}
                  options={[
                    { value: 'new', label: 'New deal' },
                    { value: 'payment_plan', label: 'Payment-plan instalment' },
                  ]}
                />
              )}
            </form.AppField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="customer_name">
              {(field) => (
                <field.TextField
                  label={labels.customer_name}
                  required
                  maxLength={maxCustomerNameLength}
                />
              )}
            </form.AppField>
            <form.AppField name="customer_email">
              {(field) => <field.TextField label={labels.customer_email} type="email" />}
            </form.AppField>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <form.AppField name="amount">
              {(field) => <field.TextField label={labels.amount} inputMode="decimal" required />}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.transaction_type === 'new'}>
              {(newDeal) =>
                newDeal ? (
                  <form.AppField name="contract_value">
                    {(field) => (
                      <field.TextField
                        label={labels.contract_value}
                        inputMode="decimal"
                        hint="Empty when paid in full"
                      />
                    )}
                  </form.AppField>
                ) : (
                  <div />
                )
              }
            </form.Subscribe>
            <form.AppField name="transaction_date">
              {(field) => (
                <field.TextField label={labels.transaction_date} type="date" required max={today} />
              )}
            </form.AppField>
          </div>
          <form.AppField name="notes">
            {(field) => <field.TextField label={labels.notes} maxLength={maxNotesLength} />}
          </form.AppField>
          <div className="flex items-center justify-between gap-2 pt-1">
            {mode === 'edit' && props.onDelete ? (
              <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
                Delete…
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <form.SubmitButton>{copy[mode].submit}</form.SubmitButton>
            </div>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
