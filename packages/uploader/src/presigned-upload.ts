import type { ApiClient } from '@concierge/api-client';
import { FALLBACK_CONTENT_TYPE } from './spec-constants.js';
import { uploadFile, type UploadFileOptions } from './upload.js';

/** What an upload control calls to send one file; resolves to whatever the sender returns (a key here). */
export type UploadFunction<Result = unknown> = (
  file: File,
  options?: { onProgress?: ((percent: number) => void) | undefined; signal?: AbortSignal | undefined },
) => Promise<Result>;

/** The one API call a presigned upload needs. */
export type PresignClient = Pick<ApiClient, 'createUpload'>;

/**
 * Builds the upload function for the product's flow: ask the API for a presigned address, send
 * the file there with {@link uploadFile}, resolve to the storage key. Presign failures reject with the
 * client's `ApiError`.
 * @example <FileUpload upload={createPresignedUpload(client)} />
 */
export function createPresignedUpload(
  client: PresignClient,
  options: Pick<UploadFileOptions, 'createRequest' | 'logger' | 'texts'> = {},
): UploadFunction<string> {
  return async (file, { onProgress, signal } = {}) => {
    const presigned = await client.createUpload({
      filename: file.name,
      contentType: file.type || FALLBACK_CONTENT_TYPE,
      size: file.size,
    });
    await uploadFile(file, {
      ...options,
      url: presigned.presigned_url,
      method: presigned.method,
      onProgress,
      signal,
    });
    return presigned.key;
  };
}
