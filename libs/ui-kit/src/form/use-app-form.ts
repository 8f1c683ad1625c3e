import { createFormHook } from '@tanstack/react-form';
import { FormCheckbox } from './form-checkbox.tsx';
import { FormCheckboxGroup } from './form-checkbox-group.tsx';
import { fieldContext, formContext } from './form-contexts.ts';
import { FormFrame } from './form-frame.tsx';
import { FormSelect } from './form-select.tsx';
import { FormSubmitButton } from './form-submit-button.tsx';
import { FormTextField } from './form-text-field.tsx';

/**
 * The app's forms (TanStack Form, wrapped here once): `useAppForm({ defaultValues, validators,
 * onSubmit })` with api-contract's zod schemas as validators (Standard Schema), then
 * `<form.AppForm><form.Frame>` with `<form.AppField name>{(field) => <field.TextField …/>}` and
 * `<form.SubmitButton>`. See docs/decisions.md "Forms".
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: FormTextField,
    Select: FormSelect,
    Checkbox: FormCheckbox,
    CheckboxGroup: FormCheckboxGroup,
  },
  formComponents: { Frame: FormFrame, SubmitButton: FormSubmitButton },
});
