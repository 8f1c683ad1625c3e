import { accessLevels, type AccessLevel } from '@salesdash/api-contract';

const names: Record<AccessLevel, string> = {
  [accessLevels.superadmin]: 'Superadmin',
  [accessLevels.admin]: 'Admin',
  [accessLevels.manager]: 'Manager',
  [accessLevels.employee]: 'Employee',
};

/** An access level as people read it ("Manager"). */
export function accessLabel(access: AccessLevel): string {
  return names[access];
}
