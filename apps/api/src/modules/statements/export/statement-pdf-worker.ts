// A worker thread of statement-pdf-renderers.ts: each message is a statement to render, each
// answer its PDF's bytes (or why it failed), under the message's id.
import { buffer } from 'node:stream/consumers';
import { parentPort } from 'node:worker_threads';
import type { PdfAnswer, PdfJob } from './statement-pdf-renderers.ts';
import { statementPdf } from './statement-pdf.ts';

const port = parentPort;
if (!port) throw new Error('statement-pdf-worker.ts runs as a worker thread');
port.on('message', (job: PdfJob) => {
  // Inside the promise: a statement that throws while laid out fails its job, not the thread.
  Promise.resolve(job)
    .then(({ statement, organization }) => buffer(statementPdf(statement, organization)))
    .then(
      (bytes) => port.postMessage({ id: job.id, bytes } satisfies PdfAnswer),
      (error: unknown) =>
        port.postMessage({ id: job.id, error: String(error) } satisfies PdfAnswer),
    );
});
