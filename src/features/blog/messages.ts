import { defineMessages } from '../../i18n/define-messages'

/** Words of the blog's screens. */
export const blogMessages = defineMessages({
  en: {
    'blog.views': '{count, plural, one {# view} other {# views}}',
    'blog.comments': '{count, plural, =0 {No comments} one {# comment} other {# comments}}',
    'blog.published': 'Published',
  },
  fa: {
    'blog.views': '{count, plural, other {# بازدید}}',
    'blog.comments': '{count, plural, =0 {بدون دیدگاه} other {# دیدگاه}}',
    'blog.published': 'تاریخ انتشار',
  },
  ar: {
    'blog.views':
      '{count, plural, zero {لا مشاهدات} one {مشاهدة واحدة} two {مشاهدتان} few {# مشاهدات} many {# مشاهدة} other {# مشاهدة}}',
    'blog.comments':
      '{count, plural, =0 {لا تعليقات} one {تعليق واحد} two {تعليقان} few {# تعليقات} many {# تعليقًا} other {# تعليق}}',
    'blog.published': 'تاريخ النشر',
  },
})
