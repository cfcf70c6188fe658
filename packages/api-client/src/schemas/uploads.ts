import { z } from './zod.js';
import { UPLOAD_MAX_BYTES } from '../constants.js';

/**
 * Presign request. Besides `filename`, the declared type and size are sent so the server can
 * refuse oversize files (413) and bind the signed PUT to them (SECURITY.md, Uploads).
 */
export const PresignBody = z.object({
  upload: z.object({
    filename: z.string().trim().min(1).max(255),
    content_type: z.string().trim().min(1).max(255).default('application/octet-stream'),
    size: z.number().int().nonnegative(),
  }),
});
export type PresignBody = z.input<typeof PresignBody>;

export const PresignResponse = z.object({
  presigned_url: z.string().min(1),
  key: z.string().min(1),
  /** Additive: the method the signed address accepts (the uploader defaults to PUT). */
  method: z.enum(['PUT', 'POST']).default('PUT'),
  expires_at: z.iso.datetime({ offset: true }).optional(),
});
export type PresignResponse = z.infer<typeof PresignResponse>;

/** A stored file attached to a message or an answer. */
export const Attachment = z.object({
  key: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  /** Where the owner or the concierge downloads it (authenticated, served as an attachment). */
  url: z.string(),
});
export type Attachment = z.infer<typeof Attachment>;

export { UPLOAD_MAX_BYTES };
