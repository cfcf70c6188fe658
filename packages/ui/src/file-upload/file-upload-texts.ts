// FileUpload's English texts, in a module of their own rather than in kit-texts.ts: an app that puts the
// kit's texts module in its first-load chunk (the web app does) then does not carry the upload control's
// words to pages without one.

/** FileUpload: its buttons, the failure line and the default hint (the size limit, already formatted). */
export const FILE_UPLOAD_TEXTS = {
  choose: 'Choose file',
  upload: 'Upload',
  cancel: 'Cancel',
  remove: 'Remove',
  uploadFailed: 'The upload failed. Please try again.',
  maxFileSize: (size: string) => `Maximum file size: ${size}`,
} as const;
