// The endpoints of the presigned upload address: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { PresignBody, PresignResponse } from '../schemas/uploads.js';
import type { Endpoint } from './endpoint.js';

export const uploadsDefinitions = {
  createUpload: {
    method: 'POST',
    path: '/api/v1/uploads/presigned_url',
    access: 'user',
    body: PresignBody,
    response: PresignResponse,
  },
} as const satisfies Record<string, Endpoint>;
