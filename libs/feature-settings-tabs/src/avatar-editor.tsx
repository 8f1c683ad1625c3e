import { maxAvatarBytes, type Profile } from '@salesdash/api-contract';
import { problemOf } from '@salesdash/data-access-api';
import { useProfileMutations } from '@salesdash/data-access-auth';
import { Alert, Avatar, Button } from '@salesdash/ui-kit';
import { useId, useRef, useState } from 'react';
import { AvatarCropper } from './avatar-cropper.tsx';
import { useProfilePicture } from './profile-picture.ts';

const maxMegabytes = maxAvatarBytes / 1024 / 1024;

export type AvatarEditorProps = {
  profile: Profile;
  /** The name the initials come from. */
  name: string;
};

/**
 * One's picture: the current one (or initials), "Choose a picture" (then the crop step, then
 * the upload) and "Remove picture". What the server refuses shows under it.
 */
export function AvatarEditor({ profile, name }: AvatarEditorProps) {
  const { upload, remove } = useProfileMutations();
  const picture = useProfilePicture(profile.profile_picture);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const failed = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  return (
    <section aria-label="Picture" className="flex flex-col gap-3">
      <div className="flex items-center gap-4">
        <Avatar name={name} src={picture} size="xl" />
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              {upload.isPending ? 'Uploading…' : 'Choose a picture'}
            </Button>
            {profile.profile_picture ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                Remove picture
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-sm text-fg-muted">
            {`PNG, JPEG, WebP or GIF, up to ${maxMegabytes} MB. Without one, your initials show.`}
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            upload.reset();
            remove.reset();
            setTooLarge(file.size > maxAvatarBytes);
            if (file.size <= maxAvatarBytes) setChosen(file);
          }}
        />
      </div>
      {tooLarge ? (
        <Alert tone="error" title="That picture is too large">
          {`Choose one of at most ${maxMegabytes} MB.`}
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error" title="Your picture was not changed">
          {problemOf(failed).message}
        </Alert>
      ) : null}
      {upload.isSuccess && !busy ? (
        <p role="status" className="text-sm text-fg-muted">
          Picture saved.
        </p>
      ) : null}
      {chosen ? (
        <AvatarCropper
          file={chosen}
          onClose={() => setChosen(null)}
          onCrop={(square) => {
            setChosen(null);
            upload.mutate(square);
          }}
        />
      ) : null}
    </section>
  );
}
