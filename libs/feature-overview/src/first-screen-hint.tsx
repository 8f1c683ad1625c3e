import { accessLevels, type AccessLevel } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { orgUserQueryOptions } from '@salesdash/data-access-people';
import { Alert } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type FirstScreenHintProps = {
  /** Whose dashboard it is: the signed-in person. */
  userId: number;
  access: AccessLevel;
  organizationName: string;
  /** The shell's link to the team dashboard, offered to managers and admins. */
  teamLink?: ReactNode;
};

/**
 * What a personal dashboard says while nothing counts for the person: where the figures will
 * come from and whom to ask (an invited rep's first screen is all zeros), or, for managers and
 * admins who sell nothing themselves, where their team's figures are.
 */
export function FirstScreenHint({
  userId,
  access,
  organizationName,
  teamLink,
}: FirstScreenHintProps) {
  const api = useApiClient();
  // An employee may not look their manager up: their own record names them.
  const person = useQuery({ ...orgUserQueryOptions(api, userId), enabled: teamLink == null });
  if (access <= accessLevels.manager && teamLink != null) {
    return (
      <Alert title="No sales of your own in this range">
        This page counts the deals, calls and outbound activity that name you. Your team’s figures
        are on the {teamLink}.
      </Alert>
    );
  }
  const manager = person.data?.manager_name;
  const whom = manager
    ? `${manager}, your manager`
    : person.isPending
      ? 'your manager'
      : `an admin of ${organizationName}`;
  return (
    <Alert title="Nothing counts for you yet">
      Your figures fill in as deals, calls and outbound activity that name you are recorded: by your
      manager or an admin, by the closer or setter you work with, or by you with “Request
      commission” under Transactions below. Questions about your numbers? Ask {whom}.
    </Alert>
  );
}
