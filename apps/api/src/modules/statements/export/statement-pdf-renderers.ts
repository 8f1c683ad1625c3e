import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Statement } from '@salesdash/api-contract';
import type { statementPdf } from './statement-pdf.ts';

type Organization = Parameters<typeof statementPdf>[1];

/** A statement to render, as a renderer thread receives it. */
export type PdfJob = { id: number; statement: Statement; organization: Organization };
/** Its PDF's bytes, or why it could not be rendered. */
export type PdfAnswer = { id: number; bytes?: Uint8Array; error?: string };

/** Threads rendering statement PDFs; `close` ends them. */
export type PdfRenderers = {
  /** How many threads render at once. */
  size: number;
  render(statement: Statement, organization: Organization): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * One renderer thread. Built, its code is `statement-pdf-worker.js` beside the bundle's main.js
 * (apps/api/build.mjs); from source (tsx, the tests) it is the TypeScript file, which a worker
 * loads only once it has registered tsx itself.
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(`./statement-pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSource) return new Worker(url);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
    { eval: true },
  );
}

/**
 * Renders statement PDFs on `count` worker threads: laying out a PDF is CPU work (pdfkit), and
 * a payroll zip of 479 statements on the server's own thread took most of a minute while every
 * other request waited behind it (docs/decisions/0070-statements-with-many-closed-months.md).
 * Jobs go round the threads in turn; a thread that dies fails the jobs waiting and every later
 * one.
 */
export function startPdfRenderers(count = Math.min(availableParallelism(), 4)): PdfRenderers {
  const workers = Array.from({ length: count }, startWorker);
  const waiting = new Map<
    number,
    { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }
  >();
  let failure: Error | undefined;
  let closing = false;
  let nextId = 0;
  const fail = (error: Error) => {
    failure = error;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on('message', ({ id, bytes, error }: PdfAnswer) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (bytes) job?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      else job?.reject(new Error(`statement PDF: ${error ?? 'no answer'}`));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`a statement PDF thread exited (${code})`));
    });
  }
  return {
    size: count,
    render(statement, organization) {
      if (failure) return Promise.reject(failure);
      const id = nextId;
      nextId += 1;
      const worker = workers[id % workers.length] as Worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, statement, organization } satisfies PdfJob);
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
