import { updateProfileRequestSchema, type Profile } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { profileQueryOptions, useProfileMutations } from '@salesdash/data-access-auth';
import {
  Alert,
  Button,
  fieldErrorsOf,
  formProblems,
  revalidateLogic,
  Skeleton,
  useAppForm,
} from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { AvatarEditor } from './avatar-editor.tsx';
import { isStaleVersion } from './is-stale-version.ts';
import { StaleFormAlert } from './stale-form-alert.tsx';

type Field = 'first_name' | 'last_name' | 'display_name';

const labels: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  display_name: 'Display name',
};

const shownName = (profile: Profile) =>
  profile.display_name || `${profile.first_name} ${profile.last_name}`.trim() || profile.email;

type NamesFormProps = {
  stored: Profile;
  /** Kept by the tab: the form starts again at each new version, the save's outcome stays. */
  save: ReturnType<typeof useProfileMutations>['save'];
  onReload: () => void;
};

function NamesForm({ stored, save, onReload }: NamesFormProps) {
  const requestOf = (value: Record<Field, string>) =>
    updateProfileRequestSchema.safeParse({ ...value, version: stored.version });
  const form = useAppForm({
    defaultValues: {
      first_name: stored.first_name,
      last_name: stored.last_name,
      display_name: stored.display_name,
    } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = requestOf(value);
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.error.issues, labels) };
      },
    },
    onSubmit: async ({ value }) => {
      const parsed = requestOf(value);
      if (!parsed.success) return;
      // A save stores a new version, which starts the form again from what was saved.
      await save.mutateAsync(parsed.data).catch(() => null);
    },
  });
  const stale = isStaleVersion(save.error);
  const problem = save.error && !stale ? problemOf(save.error) : null;
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Your name"
        className="flex flex-col gap-4"
        submitting={save.isPending}
        problem={problem}
      >
        {stale ? (
          <StaleFormAlert
            what="Your profile"
            onReload={() => {
              save.reset();
              onReload();
            }}
          />
        ) : null}
        {formProblem ? (
          <Alert tone="error" title="Your name was not saved">
            {formProblem}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="first_name">
            {(field) => (
              <field.TextField label={labels.first_name} autoComplete="given-name" required />
            )}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => (
              <field.TextField label={labels.last_name} autoComplete="family-name" required />
            )}
          </form.AppField>
        </div>
        <form.AppField name="display_name">
          {(field) => (
            <field.TextField
              label={labels.display_name}
              autoComplete="nickname"
              hint="How teammates see you in lists, boards and menus. Empty: your first and last name."
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isDirty}>
          {(dirty) =>
            save.isSuccess && !dirty ? (
              <p role="status" className="text-sm text-fg-muted">
                Saved.
              </p>
            ) : null
          }
        </form.Subscribe>
        <div className="flex justify-end">
          <form.SubmitButton>Save profile</form.SubmitButton>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}

/**
 * The Profile tab: one's picture (chosen, framed, uploaded, removed) and names
 * (`GET`/`PUT /api/profile`). A form opened before someone else's save is refused and offers
 * to reload; a field the server refuses shows its message under it.
 */
export function ProfileForm() {
  const api = useApiClient();
  const profile = useQuery(profileQueryOptions(api));
  const { save } = useProfileMutations();
  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="profile-skeleton">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Alert
        tone="error"
        title="Couldn’t load your profile"
        action={
          <Button variant="ghost" size="sm" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <AvatarEditor profile={profile.data} name={shownName(profile.data)} />
      {/* A new version (a reload, or one's own save) starts the form again from it. */}
      <NamesForm
        key={profile.data.version}
        stored={profile.data}
        save={save}
        onReload={() => void profile.refetch()}
      />
    </div>
  );
}
