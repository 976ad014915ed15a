// The export archive's zipping, on a worker thread (archive.ts starts it): the CRC-32 and the stream
// plumbing of yazl run here, not on the api's event loop, so requests stay fast and the zip runs at full
// speed while the event loop serves them. Plain JavaScript: a worker needs no TypeScript loader.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import yazl from 'yazl';

const { files, extra, target, level } = workerData;
const zip = new yazl.ZipFile();
for (const [name, text] of Object.entries(extra)) zip.addBuffer(Buffer.from(text, 'utf8'), name, { compressionLevel: level });
for (const file of files) {
  // 256 KiB reads: few round trips to the deflate threads, little memory held in the pipe.
  zip.addReadStream(fs.createReadStream(file, { highWaterMark: 1 << 18 }), path.basename(file), { compressionLevel: level });
}
zip.end();
await pipeline(zip.outputStream, fs.createWriteStream(target, { highWaterMark: 1 << 18 }));
parentPort.postMessage((await fs.promises.stat(target)).size);
