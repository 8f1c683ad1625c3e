/**
 * When a form's `onDynamic` validators run (TanStack Form's `revalidateLogic`): e.g. on submit
 * first, then on every change, as the sign-in and registration forms check their fields.
 */
export { revalidateLogic } from '@tanstack/react-form';
