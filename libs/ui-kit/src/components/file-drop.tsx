import { clsx } from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FieldMessage } from './field-message.tsx';
import { focusRing } from './focus-ring.ts';

export type FileDropProps = {
  label: ReactNode;
  /** The input's `accept`, e.g. `.csv,.xlsx`. */
  accept: string;
  /** The chosen file, shown by name. */
  file: File | null;
  onFile: (file: File) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * A file picker that also takes a dropped file. The real file input stays in the tab order
 * (visually hidden), so the keyboard and screen readers pick a file the usual way.
 */
export function FileDrop({ label, accept, file, onFile, hint, error, disabled }: FileDropProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const chosen = files?.[0];
    if (chosen && !disabled) onFile(chosen);
  };
  return (
    <div>
      <div
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        }}
        className={clsx(
          'relative flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center',
          over ? 'border-brand bg-brand-soft' : error ? 'border-negative' : 'border-border-strong',
          disabled && 'opacity-55',
        )}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={clsx(
            'peer absolute inset-0 h-full w-full cursor-pointer opacity-0',
            focusRing,
          )}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="text-sm font-medium text-fg underline-offset-2 peer-focus-visible:underline"
        >
          {label}
        </label>
        <span className="text-sm text-fg-muted">
          {file ? file.name : 'Drop a file here, or click to choose one'}
        </span>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
