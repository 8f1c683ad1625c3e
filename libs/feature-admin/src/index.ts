export { ArchiveDialog, type ArchiveDialogProps } from './archive-dialog.tsx';
export { ProductForm, type ProductFormProps } from './product-form.tsx';
export { ProductTeamDialog, type ProductTeamDialogProps } from './product-team-dialog.tsx';
export { ProductsScreen } from './products-screen.tsx';
export { RoleForm, type RoleFormProps, type RoleFormValues } from './role-form.tsx';
export { RolesScreen } from './roles-screen.tsx';
export { TeamMemberForm, type TeamMemberFormProps } from './team-member-form.tsx';
