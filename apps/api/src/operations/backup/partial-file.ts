import { open, rename, rm } from 'node:fs/promises';

/** A file written as `<file>.partial` and renamed only once whole. */
export type PartialFile = {
  /** Appends a stream's chunks. */
  writeAll(chunks: AsyncIterable<unknown>): Promise<void>;
  /** Bytes written so far (also when `writeAll` broke off). */
  readonly bytes: number;
  /** Syncs, closes and renames it to its name. */
  commit(): Promise<void>;
  /** Closes and deletes it: nothing named like a backup is left half-written. */
  discard(): Promise<void>;
};

/**
 * Opens `<file>.partial` with mode 0600, never over an existing one (`wx`: the error's code is
 * EEXIST then): a writer killed half-way leaves a file that says what it is.
 */
export async function openPartialFile(file: string): Promise<PartialFile> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  let bytes = 0;
  return {
    get bytes() {
      return bytes;
    },
    async writeAll(chunks) {
      for await (const chunk of chunks) {
        await handle.write(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
    },
    async commit() {
      await handle.sync();
      await handle.close();
      await rename(partial, file);
    },
    async discard() {
      await handle.close().catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}
