// AttachmentLink's English texts, in a module of their own rather than in kit-texts.ts (as FileUpload's): an app
// that puts the kit's texts module in its first-load chunk (the web app does) then does not carry them to
// pages without a AttachmentLink.

/** AttachmentLink: what a running download announces and what a failed one says. */
export const ATTACHMENT_LINK_TEXTS = {
  downloading: 'Downloading',
  failed: 'The file could not be downloaded. Please try again.',
} as const;
