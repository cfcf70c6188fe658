import type { UploaderTexts } from '../uploader-texts.js';

/** The uploader's texts in Modern Standard Arabic. */
export const uploaderTexts: UploaderTexts = {
  validation: {
    fileTooLarge: 'حجم الملف يتجاوز {1}، يُرجى رفع ملف أصغر.',
    invalidFileType: '{0}: نوع الملف غير مسموح به، الأنواع المسموح بها: {1}.',
    fileLimitExceeded: 'تم تجاوز الحد الأقصى لعدد الملفات، الحد هو {0} على الأكثر.',
  },
  status: {
    pending: 'قيد الانتظار',
    uploading: 'جارٍ الرفع',
    uploaded: 'تم الرفع',
  },
  upload: {
    httpFailed: 'فشل رفع «{0}» بالحالة {1}: {2}',
    emptyResponse: '(استجابة فارغة)',
    networkFailed:
      'فشل رفع «{0}» بسبب خطأ في الشبكة. تحقّق من اتصالك بالإنترنت، ومن أن عنوان الرفع يسمح بالطلبات ' +
      'عبر المصادر (CORS) من هذا الموقع، ومن أن العنوان صالح.',
    aborted: 'أُلغي رفع «{0}».',
    missingAddress: 'لم يبدأ الرفع: لم يُحدَّد عنوان للرفع.',
    wrongFileCount: 'لم يبدأ الرفع: يلزم ملف واحد بالضبط، ووصل {0}.',
  },
};
