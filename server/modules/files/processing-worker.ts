/**
 * The upload worker: everything that builds a tree of a file or decodes its pixels runs here, in
 * a worker thread of processing-pool.ts with a heap and a time limit of its own. A file that
 * exhausts them ends this worker, never the server.
 */
import { AppError } from '../../http/errors.js';
import { imageUnreadable } from './errors.js';
import { reencodeImage, resizeImage, svgSize } from './images.js';
import type { ProcessingOutcome, ProcessingTask } from './processing-task.js';
import { sanitizeSvg } from './svg.js';

async function run(task: ProcessingTask): Promise<Exclude<ProcessingOutcome, { ok: false }>> {
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  switch (task.kind) {
    case 'svg': {
      const clean = await sanitizeSvg(data.toString('utf8'));
      if (!clean) throw imageUnreadable();
      const out = Buffer.from(clean, 'utf8');
      return { ok: true, data: out, ...(await svgSize(out)) };
    }
    case 'raster':
      return { ok: true, ...(await reencodeImage(data, task.ext)) };
    case 'resize':
      return { ok: true, data: await resizeImage(data, task.ext, task.width, task.format), width: null, height: null };
  }
}

/** Piscina calls the default export once per task. */
export default async function processUpload(task: ProcessingTask): Promise<ProcessingOutcome> {
  try {
    return await run(task);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.statusCode, key: error.key, vars: error.vars };
    throw error;
  }
}
