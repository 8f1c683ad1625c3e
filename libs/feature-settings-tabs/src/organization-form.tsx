import { updateOrganizationRequestSchema, type Organization } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import {
  organizationQueryOptions,
  useUpdateOrganization,
} from '@salesdash/data-access-organization';
import {
  Alert,
  Button,
  contractValidator,
  Dialog,
  revalidateLogic,
  Skeleton,
  useAppForm,
} from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { SaveProblems, saveProblemOf } from './save-problems.tsx';
import { SavedNote } from './saved-note.tsx';
import { TimeZoneShifts } from './time-zone-shifts.tsx';

type Field = 'name' | 'timezone';
type Values = Record<Field, string>;

const labels: Record<Field, string> = { name: 'Organization name', timezone: 'Time zone' };

/** Every zone this browser knows, the stored one first among equals if it knows no such name. */
function zoneOptions(current: string) {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

type UpdateMutation = ReturnType<typeof useUpdateOrganization>;

function OrganizationFields({
  stored,
  update,
  onReload,
}: {
  stored: Organization;
  update: UpdateMutation;
  onReload: () => void;
}) {
  const options = useMemo(() => zoneOptions(stored.timezone), [stored.timezone]);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const requestOf = (value: Values) =>
    updateOrganizationRequestSchema.safeParse({ ...value, version: stored.version });
  const save = (value: Values) => {
    const parsed = requestOf(value);
    if (parsed.success) update.mutate(parsed.data);
  };
  const form = useAppForm({
    defaultValues: { name: stored.name, timezone: stored.timezone } satisfies Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: contractValidator(requestOf, labels) },
    // A new time zone re-cuts every dashboard's days: it is said, then asked, before it is sent.
    onSubmit: ({ value }) => {
      if (value.timezone !== stored.timezone) setConfirming(value);
      else save(value);
    },
  });
  const { stale, problem, formProblem } = saveProblemOf(update.error, labels);

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Organization"
        className="flex flex-col gap-4"
        submitting={update.isPending}
        problem={problem}
      >
        <SaveProblems
          stale={stale}
          formProblem={formProblem}
          what="The organization"
          failedTitle="The organization was not saved"
          onReload={() => {
            update.reset();
            onReload();
          }}
        />
        <form.AppField name="name">
          {(field) => <field.TextField label={labels.name} autoComplete="organization" required />}
        </form.AppField>
        <form.AppField name="timezone">
          {(field) => (
            <field.Select
              label={labels.timezone}
              options={options}
              hint="The organization’s days start and end at midnight here."
            />
          )}
        </form.AppField>
        <p className="text-sm text-fg-muted">
          Changing the time zone after a month is closed applies from the next open month; closed
          statements keep their dates.
        </p>
        <form.Subscribe selector={(state) => state.values.timezone}>
          {(timezone) =>
            timezone !== stored.timezone ? (
              <Alert tone="info" title="What a new time zone changes">
                <TimeZoneShifts from={stored.timezone} to={timezone} />
              </Alert>
            ) : null
          }
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.isDirty}>
          {(dirty) => <SavedNote shown={update.isSuccess && !dirty} />}
        </form.Subscribe>
        <div className="flex justify-end">
          <form.SubmitButton>Save organization</form.SubmitButton>
        </div>
      </form.Frame>
      {confirming ? (
        <Dialog
          title={`Change the time zone to ${confirming.timezone}?`}
          description="Every dashboard of the organization follows at once."
          onClose={() => setConfirming(null)}
        >
          <div className="flex flex-col gap-4">
            <TimeZoneShifts from={stored.timezone} to={confirming.timezone} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
                Keep {stored.timezone}
              </Button>
              <Button
                type="button"
                onClick={() => {
                  save(confirming);
                  setConfirming(null);
                }}
              >
                Change time zone
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </form.AppForm>
  );
}

export type OrganizationFormProps = { organizationId: number };

/**
 * The Organization tab (admins): its name and time zone (`PUT /api/organizations/:id`). A new
 * time zone says which dashboards it shifts and asks before saving; a form opened before
 * someone else's save is refused and offers to reload.
 */
export function OrganizationForm({ organizationId }: OrganizationFormProps) {
  const api = useApiClient();
  const organization = useQuery(organizationQueryOptions(api, organizationId));
  const update = useUpdateOrganization(organizationId);
  if (organization.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="organization-skeleton">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (organization.isError) {
    return (
      <LoadFailure
        title="Couldn’t load the organization"
        onRetry={() => void organization.refetch()}
      />
    );
  }
  return (
    <OrganizationFields
      key={organization.data.version}
      stored={organization.data}
      update={update}
      onReload={() => void organization.refetch()}
    />
  );
}
