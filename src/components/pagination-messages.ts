import { defineMessages } from '../i18n/define-messages'

/** The words of a list's pages (apart from the shared messages: the home page has no pages). */
export const paginationMessages = defineMessages({
  en: {
    'pagination.pages': 'Pages',
    'pagination.page': 'Page {page, number}',
    'pagination.previousPage': 'Previous page',
    'pagination.nextPage': 'Next page',
    'pagination.pastEnd':
      'Page {page, number} is past the end: this list has {count, plural, one {# page} other {# pages}}.',
    'pagination.toLast': 'Go to the last page ({page, number})',
  },
  fa: {
    'pagination.pages': 'صفحه‌ها',
    'pagination.page': 'صفحه {page, number}',
    'pagination.previousPage': 'صفحه قبل',
    'pagination.nextPage': 'صفحه بعد',
    'pagination.pastEnd': 'صفحه {page, number} وجود ندارد: این فهرست {count, number} صفحه دارد.',
    'pagination.toLast': 'رفتن به صفحه آخر ({page, number})',
  },
  ar: {
    'pagination.pages': 'الصفحات',
    'pagination.page': 'الصفحة {page, number}',
    'pagination.previousPage': 'الصفحة السابقة',
    'pagination.nextPage': 'الصفحة التالية',
    'pagination.pastEnd':
      'الصفحة {page, number} غير موجودة: {count, plural, one {لهذه القائمة صفحة واحدة} two {لهذه القائمة صفحتان} few {لهذه القائمة # صفحات} many {لهذه القائمة # صفحة} other {لهذه القائمة # صفحة}}.',
    'pagination.toLast': 'الانتقال إلى الصفحة الأخيرة ({page, number})',
  },
})
