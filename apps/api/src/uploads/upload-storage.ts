import type { AppContext } from '../app-context.js';
import { LocalUploadStorage, resolveSigningSecret } from './local-storage.js';
import { S3UploadStorage } from './s3-storage.js';
import type { UploadStorage } from './storage.js';

const storages = new WeakMap<AppContext, UploadStorage>();

/**
 * The server's one upload storage, made on first use from `config.uploads` and closed with the server:
 * S3 when a bucket is configured, else local disk under the upload or data folder.
 */
export function uploadStorage(context: AppContext): UploadStorage {
  let storage = storages.get(context);
  if (!storage) {
    const { uploads, dataDir } = context.config;
    storage = uploads.s3
      ? new S3UploadStorage(uploads.s3, context.now, context.config.cspConnectSources)
      : new LocalUploadStorage(uploads.dir ?? dataDir, resolveSigningSecret(uploads.signingSecret, dataDir));
    storages.set(context, storage);
    const made = storage;
    context.app.addHook('onClose', () => made.close());
  }
  return storage;
}
