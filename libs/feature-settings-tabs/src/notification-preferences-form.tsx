import {
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
} from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
} from '@salesdash/data-access-notifications';
import { Alert, formProblems, Skeleton, useAppForm } from '@salesdash/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from './load-failure.tsx';
import { notificationTriggerLabels } from './notification-trigger-labels.ts';
import { SavedNote } from './saved-note.tsx';

/** The form has no field a server refusal could name: every problem shows above it. */
const noFieldLabels = {};

function PreferencesSkeleton() {
  return (
    <div className="flex flex-col gap-3" data-testid="notification-preferences-skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

function PreferencesFields({ stored }: { stored: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const form = useAppForm({
    defaultValues: { preferences: stored.preferences },
    validators: { onSubmit: notificationPreferencesUpdateSchema },
    onSubmit: async ({ value }) => {
      const saved = await save.mutateAsync(value).catch(() => null);
      // The stored choice becomes the form's new start, so "Saved" holds until the next change.
      if (saved) form.reset({ preferences: saved.preferences });
    },
  });
  const problem = save.isError ? problemOf(save.error) : null;
  const { formProblem } = formProblems({}, problem, noFieldLabels);

  return (
    <form.AppForm>
      <form.Frame
        aria-label="Notifications"
        className="flex flex-col gap-4"
        submitting={save.isPending}
        problem={problem}
      >
        {stored.email_available ? null : (
          <Alert tone="info" title="Mail is off">
            This server sends no mail yet. Your email choices are kept and take effect once an
            administrator sets it up.
          </Alert>
        )}
        {formProblem ? (
          <Alert tone="error" title="Your choices were not saved">
            {formProblem}
          </Alert>
        ) : null}
        {stored.preferences.map((preference, index) => (
          <fieldset key={preference.trigger} className="rounded-lg border border-border px-3 pb-3">
            <legend className="px-1 text-sm font-medium text-fg">
              {notificationTriggerLabels[preference.trigger]}
            </legend>
            <div className="mt-1 flex gap-6">
              <form.AppField name={`preferences[${index}].in_app`}>
                {(field) => <field.Checkbox label="In the app" />}
              </form.AppField>
              <form.AppField name={`preferences[${index}].email`}>
                {(field) => <field.Checkbox label="By email" />}
              </form.AppField>
            </div>
          </fieldset>
        ))}
        <form.Subscribe selector={(state) => state.isDirty}>
          {(dirty) => <SavedNote shown={save.isSuccess && !dirty} />}
        </form.Subscribe>
        <div className="flex justify-end">
          <form.SubmitButton>Save notification settings</form.SubmitButton>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}

/**
 * The signed-in person's notification settings: for every trigger, whether it reaches them in
 * the app and by email (`GET`/`PUT /api/notification-preferences`). Says when the server sends
 * no mail; a failed save keeps the choices and shows why above them.
 */
export function NotificationPreferencesForm() {
  const api = useApiClient();
  const preferences = useQuery(notificationPreferencesQueryOptions(api));
  if (preferences.isPending) return <PreferencesSkeleton />;
  if (preferences.isError) {
    return (
      <LoadFailure
        title="Couldn’t load your notification settings"
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  return <PreferencesFields stored={preferences.data} />;
}
