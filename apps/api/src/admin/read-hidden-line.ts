/** A terminal's input as the prompt needs it: raw mode so typed characters are not echoed. */
export type TerminalInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
};

/** Thrown when the operator presses Ctrl-C at the prompt. */
export class PromptCancelled extends Error {
  override name = 'PromptCancelled';
}

/**
 * Asks for one line on a terminal without echoing it (a password): raw mode, so nothing typed
 * reaches the screen, the scrollback or a screen recording. Backspace edits; Enter ends;
 * Ctrl-C cancels.
 */
export function readHiddenLine(
  prompt: string,
  input: TerminalInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new PromptCancelled('cancelled at the prompt'));
        if (char === '\u007f' || char === '\b') line = [...line].slice(0, -1).join('');
        else if (char >= ' ') line += char;
      }
    };
    input.on('data', onData);
  });
}
