import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';

export type CopyLinkFieldProps = {
  /** The full URL to copy. */
  url: string;
  label?: string;
  /** What is copied, in the button and the status line: `link` unless given (e.g. `secret`). */
  noun?: string;
  /** Injected for tests and stories; defaults to the Clipboard API with a select-and-copy fallback. */
  copy?: (text: string) => Promise<void>;
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type CopyState = 'idle' | 'copied' | 'failed';

async function copyToClipboard(text: string, input: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Insecure contexts have no Clipboard API: copy the selected field the old way.
  input?.select();
  if (!document.execCommand?.('copy')) throw new Error('Copy is not available');
}

/** A read-only link (or other text to hand over) with a Copy button that says whether the copy worked. */
export function CopyLinkField({
  url,
  label = 'Share link',
  noun = 'link',
  copy,
}: CopyLinkFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const handleCopy = async () => {
    try {
      await (copy ? copy(url) : copyToClipboard(url, inputRef.current));
      setState('copied');
    } catch {
      inputRef.current?.select();
      setState('failed');
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-surface-muted px-3 font-mono text-xs text-fg"
        />
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {state === 'copied' ? 'Copied' : `Copy ${noun}`}
        </Button>
      </div>
      <p role="status" className="mt-1.5 min-h-5 text-xs text-fg-muted">
        {state === 'copied' ? `${capitalized(noun)} copied to the clipboard.` : null}
        {state === 'failed'
          ? `Could not copy automatically: the ${noun} is selected, press Ctrl+C.`
          : null}
      </p>
    </div>
  );
}
