export { fetchRoles } from './fetch-roles.ts';
export { fetchSeatInfo } from './fetch-seat-info.ts';
export { seatInfoQueryOptions, seatKeys } from './seat-info-query-options.ts';
export { useInviteUser } from './use-invite-user.ts';
export { inviteUser } from './invite-user.ts';
export { fetchOrgUser } from './fetch-org-user.ts';
export { orgRecordKeys, orgUserQueryOptions } from './org-record-query-options.ts';
export { fetchOrgUsers } from './fetch-org-users.ts';
export { fetchImportPeople } from './fetch-import-people.ts';
export { fetchClosers } from './fetch-closers.ts';
export {
  closersQueryOptions,
  importPeopleQueryOptions,
  orgListKeys,
  orgListStaleTime,
  orgUsersQueryOptions,
  rolesQueryOptions,
} from './org-list-query-options.ts';
export { createRole, updateRole } from './role-admin-calls.ts';
export { useCreateRole, useUpdateRole } from './use-role-mutations.ts';
export { avatarKeys, avatarQueryOptions } from './avatar-query-options.ts';
export { peopleKeys } from './people-keys.ts';
export {
  fetchBilling,
  fetchPendingInvites,
  fetchPeople,
  resendInvite,
  revokeInvite,
  updatePerson,
} from './people-calls.ts';
export {
  billingQueryOptions,
  peopleQueryOptions,
  pendingInvitesQueryOptions,
} from './people-query-options.ts';
export { useResendInvite, useRevokeInvite, useUpdatePerson } from './use-people-mutations.ts';
export { previewRoleUpdate } from './preview-role-update.ts';
export { usePreviewRoleUpdate } from './use-preview-role-update.ts';
