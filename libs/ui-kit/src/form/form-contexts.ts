import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts through which the kit's bound fields and form parts find their field and form. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
