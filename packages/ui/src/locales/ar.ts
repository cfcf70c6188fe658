import { uploaderTexts } from '@concierge/uploader/locales/ar';
import type { KitTexts } from '../kit-texts.js';
import { countIn } from './count.js';

/** The kit's texts in Modern Standard Arabic; load with `import('@concierge/ui/locales/ar')`. */
export const kitTexts: KitTexts = {
  common: {
    close: 'إغلاق',
    optionalSuffix: ' (اختياري)',
    loading: 'جارٍ التحميل',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    notifications: 'الإشعارات',
  },
  confirmDialog: {
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    failed: 'تعذّر إتمام العملية. يُرجى المحاولة مرة أخرى.',
  },
  messageThread: {
    messageFrom: (author) => `رسالة من ${author}`,
    attachments: 'المرفقات',
    empty: 'لا توجد رسائل بعد',
    internal: 'ملاحظة داخلية',
  },
  attachmentLink: {
    downloading: 'جارٍ التنزيل',
    failed: 'تعذّر تنزيل الملف. يُرجى المحاولة مرة أخرى.',
  },
  deviceList: {
    label: 'الأجهزة المسجَّل دخولها',
    thisDevice: 'هذا الجهاز',
    unknownBrowser: 'متصفح غير معروف',
    name: (browser, os) => `${browser ?? 'متصفح غير معروف'}${os ? ` على ${os}` : ''}`,
    localNetwork: 'شبكة محلية',
    network: (network) => `الشبكة ${network}`,
    unknownPlace: 'الموقع غير معروف',
    activeNow: 'نشط الآن',
    lastActive: (ago) => `آخر نشاط ${ago}`,
    signOut: 'تسجيل الخروج',
    signOutNamed: (name) => `تسجيل الخروج من ${name}`,
    confirmTitle: (name) => `تسجيل الخروج من ${name}؟`,
    confirmThisTitle: 'تسجيل الخروج من هذا الجهاز؟',
    confirmBody: 'سيحتاج أي شخص يستخدمه إلى كلمة المرور للدخول مجددًا.',
    signOutOthers: 'تسجيل الخروج من جميع الأجهزة الأخرى',
    confirmOthersTitle: 'تسجيل الخروج من جميع الأجهزة الأخرى؟',
    confirmOthersBody: (count) => {
      // Arabic agrees the noun with the count: singular, dual, then "the other devices, N of them".
      const { text, plural } = countIn('ar', count);
      const others =
        plural === 'one'
          ? 'سيحتاج الجهاز الآخر'
          : plural === 'two'
            ? 'سيحتاج الجهازان الآخران'
            : `ستحتاج الأجهزة الأخرى وعددها ${text}`;
      return `${others} إلى كلمة المرور للدخول مجددًا. سيبقى هذا الجهاز مسجَّل الدخول.`;
    },
    onlyThisDevice: 'هذا الجهاز وحده مسجَّل الدخول.',
    signedOut: (name) => `تم تسجيل الخروج من ${name}.`,
    signedOutOthers: 'تم تسجيل الخروج من جميع الأجهزة الأخرى.',
  },
  passkeyList: {
    label: 'مفاتيح المرور الخاصة بك',
    empty: 'ليس لديك مفاتيح مرور بعد.',
    unsupported:
      'لا يمكن لهذا المتصفح استخدام مفاتيح المرور. جرّب إصدارًا حديثًا من Chrome أو Edge أو Safari أو Firefox، على صفحة تُقدَّم عبر https.',
    nameLabel: 'اسم مفتاح المرور',
    namePlaceholder: 'مثلًا: حاسوب العمل',
    defaultName: 'حاسوب العمل',
    add: 'إضافة مفتاح مرور',
    adding: 'جارٍ إضافة مفتاح المرور',
    added: (name) => `أُضيف مفتاح المرور «${name}».`,
    renameButton: 'إعادة التسمية',
    rename: (name) => `إعادة تسمية ${name}`,
    save: 'حفظ',
    cancel: 'إلغاء',
    renamed: 'أُعيدت تسمية مفتاح المرور.',
    removeButton: 'إزالة',
    remove: (name) => `إزالة ${name}`,
    confirmRemove: (name) => `هل تريد إزالة «${name}»؟ لن تتمكن بعد ذلك من تسجيل الدخول به.`,
    removed: (name) => `أُزيل مفتاح المرور «${name}».`,
    created: (date) => `أُضيف في ${date}`,
    lastUsed: (date) => (date ? `آخر استخدام في ${date}` : 'لم يُستخدم قط'),
    synced: 'متزامن عبر أجهزتك',
    cancelled: 'أُلغي طلب مفتاح المرور أو انتهت مهلته.',
    alreadyHere: 'يحتوي هذا الجهاز بالفعل على مفتاح مرور لحسابك.',
  },
  fileUpload: {
    choose: 'اختيار ملف',
    upload: 'رفع',
    cancel: 'إلغاء',
    remove: 'إزالة',
    uploadFailed: 'تعذّر رفع الملف. يُرجى المحاولة مرة أخرى.',
    maxFileSize: (size) => `الحد الأقصى لحجم الملف: ${size}`,
  },
  uploader: uploaderTexts,
};
