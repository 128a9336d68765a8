import { defineMessages } from '../i18n/define-messages'

/** The words of a list's pages (apart from the shared messages: the home page has no pages). */
export const paginationMessages = defineMessages({
  en: {
    'pagination.pages': 'Pages',
    'pagination.page': 'Page {page, number}',
    'pagination.previousPage': 'Previous page',
    'pagination.nextPage': 'Next page',
  },
  fa: {
    'pagination.pages': 'صفحه‌ها',
    'pagination.page': 'صفحه {page, number}',
    'pagination.previousPage': 'صفحه قبل',
    'pagination.nextPage': 'صفحه بعد',
  },
  ar: {
    'pagination.pages': 'الصفحات',
    'pagination.page': 'الصفحة {page, number}',
    'pagination.previousPage': 'الصفحة السابقة',
    'pagination.nextPage': 'الصفحة التالية',
  },
})
