import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Locale } from '@concierge/api-client/constants';
import type { UploadStorage } from '../uploads/storage.js';
import { renderIndexPage } from './index-page.js';
import type { ExportDocument, ExportedFile } from './personal-data.js';

// The export's ZIP (docs/personal-data.md#export), written with yazl: it streams each stored file into the
// archive as it is read (a person's files can be far larger than memory should hold) and needs no native
// code. The archive goes to a temporary file first, so the storage learns its exact size (S3 needs it).

/**
 * Writes `data.json`, `index.html` and every file into one ZIP, stores it under `key`, and answers its
 * size. A file gone from the storage since it was listed is left out (and out of data.json's list).
 */
export async function storeArchive(
  storage: UploadStorage,
  key: string,
  content: { document: ExportDocument; files: ExportedFile[]; locale: Locale; person?: string | undefined },
): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'concierge-export-'));
  const file = path.join(dir, 'export.zip');
  try {
    const zip = new ZipFile();
    const failed = new Promise<never>((_, reject) => zip.once('error', reject));
    const written = pipeline(zip.outputStream, createWriteStream(file, { mode: 0o600 }));
    const included: ExportedFile[] = [];
    for (const entry of content.files) {
      if (!(await storage.inspect(entry.key))) continue;
      // Opened when its turn comes, so a thousand files never hold a thousand open handles. Stored as
      // they are: most are compressed already (PDF, JPEG, Office files).
      zip.addReadStreamLazy(entry.path, { size: entry.size, compress: false }, (done) => {
        storage.open(entry.key).then(
          (body) => done(null, body),
          (error: Error) => done(error, undefined as never),
        );
      });
      included.push(entry);
    }
    const document = { ...content.document, files: included };
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'data.json');
    zip.addBuffer(Buffer.from(await renderIndexPage(document, content.locale, content.person)), 'index.html');
    zip.end();
    await Promise.race([written, failed]);
    const { size } = await stat(file);
    await storage.store(key, 'application/zip', createReadStream(file), size);
    return size;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
