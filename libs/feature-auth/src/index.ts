export { authErrorMessage } from './auth-error-message.ts';
export { canInviteTeammates } from './can-invite-teammates.ts';
export {
  CompleteRegistrationForm,
  type CompleteRegistrationFormProps,
  type CompleteRegistrationValues,
} from './complete-registration-form.tsx';
export {
  CompleteRegistrationPage,
  type CompleteRegistrationPageProps,
} from './complete-registration-page.tsx';
export {
  ForgotPasswordForm,
  resetRequestedMessage,
  type ForgotPasswordFormProps,
} from './forgot-password-form.tsx';
export { InviteDialog, type InviteDialogProps } from './invite-dialog.tsx';
export { LazyInviteDialog } from './lazy-invite-dialog.tsx';
export { LoginForm, type LoginFormProps, type LoginFormValues } from './login-form.tsx';
export { formatWait, loginErrorMessage } from './login-error-message.ts';
export { LoginPage, type LoginPageProps } from './login-page.tsx';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields.tsx';
export {
  SetNewPasswordForm,
  type ResetLinkProblem,
  type SetNewPasswordFormProps,
} from './set-new-password-form.tsx';
export { UserMenu, type UserMenuProps } from './user-menu.tsx';
