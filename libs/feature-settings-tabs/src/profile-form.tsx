import { updateProfileRequestSchema, type Profile } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { profileQueryOptions, useProfileMutations } from '@salesdash/data-access-auth';
import { contractValidator, revalidateLogic, Skeleton, useAppForm } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { AvatarEditor } from './avatar-editor.tsx';
import { LoadFailure } from './load-failure.tsx';
import { SaveProblems, saveProblemOf } from './save-problems.tsx';
import { SavedNote } from './saved-note.tsx';

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
    validators: { onDynamic: contractValidator(requestOf, labels) },
    onSubmit: async ({ value }) => {
      const parsed = requestOf(value);
      if (!parsed.success) return;
      // A save stores a new version, which starts the form again from what was saved.
      await save.mutateAsync(parsed.data).catch(() => null);
    },
  });
  const { stale, problem, formProblem } = saveProblemOf(save.error, labels);

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Your name"
        className="flex flex-col gap-4"
        submitting={save.isPending}
        problem={problem}
      >
        <SaveProblems
          stale={stale}
          formProblem={formProblem}
          what="Your profile"
          failedTitle="Your name was not saved"
          onReload={() => {
            save.reset();
            onReload();
          }}
        />
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
          {(dirty) => <SavedNote shown={save.isSuccess && !dirty} />}
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
      <LoadFailure title="Couldn’t load your profile" onRetry={() => void profile.refetch()} />
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
