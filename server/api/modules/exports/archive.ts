import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { csvLine } from '../audit/csv';
import type { ExportRecord } from './parts';

// The archive's files: each part as JSON lines and as CSV, written to temporary files chunk by chunk (a
// zip stores its entries one after the other, and a part is read once for both), then zipped with yazl on
// a worker thread (zipWorker.mjs) straight into the upload store's file.

/** A CSV cell: arrays as '; '-separated text, objects as JSON; then quoted and formula-safe (audit/csv.ts). */
export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

class TextFile {
  private readonly stream: fs.WriteStream;

  constructor(readonly file: string) {
    this.stream = fs.createWriteStream(file);
  }

  /** Waits for the disk when the stream's buffer is full, so a fast database never fills the memory. */
  async write(text: string): Promise<void> {
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'close');
  }
}

/** One part's two files under the export's temporary folder. */
export class PartWriter {
  private readonly jsonl: TextFile;
  private readonly csv: TextFile;

  constructor(
    dir: string,
    readonly part: string,
    private readonly columns: readonly string[],
  ) {
    this.jsonl = new TextFile(path.join(dir, `${part}.jsonl`));
    this.csv = new TextFile(path.join(dir, `${part}.csv`));
  }

  async open(): Promise<void> {
    await this.csv.write(csvLine(this.columns));
  }

  async write(rows: readonly ExportRecord[]): Promise<void> {
    let jsonl = '';
    let csv = '';
    for (const row of rows) {
      const record: Record<string, unknown> = {};
      for (const column of this.columns) record[column] = row[column];
      jsonl += `${JSON.stringify(record)}\n`;
      csv += csvLine(this.columns.map((column) => csvValue(row[column])));
    }
    await this.jsonl.write(jsonl);
    await this.csv.write(csv);
  }

  async close(): Promise<string[]> {
    await Promise.all([this.jsonl.close(), this.csv.close()]);
    return [this.jsonl.file, this.csv.file];
  }
}

/** Zips the files (by their base names) into `target` on a worker thread; answers the zip's size in bytes. */
export function zipFiles(files: readonly string[], extra: Record<string, string>, target: string, level: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A small heap: the worker only streams (256 KiB buffers), it holds no rows; its memory is the api's.
    const worker = new Worker(new URL('./zipWorker.mjs', import.meta.url), {
      workerData: { files, extra, target, level },
      // Not the api's own flags (its --import tsx loader would be loaded again in the worker, tens of MB for
      // a plain .mjs file that needs none).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
    });
    let size: number | undefined;
    worker.once('message', (bytes: number) => (size = bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => (size !== undefined ? resolve(size) : reject(new Error(`the zip worker exited with ${code}`))));
  });
}
