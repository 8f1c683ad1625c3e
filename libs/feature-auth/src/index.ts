export { LoginForm, type LoginFormProps, type LoginFormValues } from './login-form.tsx';
export { loginErrorMessage } from './login-error-message.ts';
export { LoginPage, type LoginPageProps } from './login-page.tsx';
export { UserMenu, type UserMenuProps } from './user-menu.tsx';
