export { formatFileSize, formatMessage, isEnglishLocale } from './format.js';
export { createPresignedUpload, type PresignClient, type UploadFunction } from './presigned-upload.js';
export {
  DEFAULT_UPLOAD_METHOD,
  FALLBACK_CONTENT_TYPE,
  FILE_SIZE_STEP,
  FILE_SIZE_UNITS,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
  UPLOAD_FILE_LIMIT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_STATUS,
  VALIDATION_MESSAGES,
  type UploadStatus,
} from './spec-constants.js';
export {
  listFiles,
  uploadFile,
  type UploadFileOptions,
  type UploadInput,
  type UploadLogger,
  type UploadRequest,
} from './upload.js';
export {
  isUploadAborted,
  isUploadError,
  UploadError,
  uploadFailureReason,
  type UploadErrorKind,
} from './upload-error.js';
export {
  isAcceptedType,
  isSameFile,
  parseAccept,
  validateFile,
  validateSelection,
  type FileRules,
  type SelectionResult,
} from './validate.js';
export { UPLOADER_TEXTS, type UploaderTexts } from './uploader-texts.js';
