import { defineMessages } from '../i18n/define-messages'

/** The words of a post's facts: its day, views and comments, on its card and on its page. */
export const postMessages = defineMessages({
  en: {
    'post.published': 'Published',
    'post.views': '{count, plural, one {# view} other {# views}}',
    'post.comments': '{count, plural, =0 {No comments} one {# comment} other {# comments}}',
  },
  fa: {
    'post.published': 'تاریخ انتشار',
    'post.views': '{count, plural, other {# بازدید}}',
    'post.comments': '{count, plural, =0 {بدون دیدگاه} other {# دیدگاه}}',
  },
  ar: {
    'post.published': 'تاريخ النشر',
    'post.views':
      '{count, plural, zero {لا مشاهدات} one {مشاهدة واحدة} two {مشاهدتان} few {# مشاهدات} many {# مشاهدة} other {# مشاهدة}}',
    'post.comments':
      '{count, plural, =0 {لا تعليقات} one {تعليق واحد} two {تعليقان} few {# تعليقات} many {# تعليقًا} other {# تعليق}}',
  },
})
