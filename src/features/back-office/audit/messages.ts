import { defineMessages } from '../../../i18n/define-messages'

/** The audit screen: every change made in the back office. */
export const auditMessages = defineMessages({
  en: {
    'audit.intro': 'Every change made in the back office: who, what, when, before and after.',
    'audit.subject': 'Subject (e.g. order:K7QX-3MPA)',
    'audit.action': 'Action (e.g. order.status)',
    'audit.filter': 'Show',
    'audit.none': 'No change matches.',
    'audit.by': '{who} · {when}',
    'audit.before': 'Before',
    'audit.after': 'After',
  },
  fa: {
    'audit.intro': 'هر تغییری که در پنل مدیریت انجام شده: چه کسی، چه چیزی، چه زمانی، قبل و بعد.',
    'audit.subject': 'موضوع (مثلاً order:K7QX-3MPA)',
    'audit.action': 'عمل (مثلاً order.status)',
    'audit.filter': 'نمایش',
    'audit.none': 'هیچ تغییری مطابقت ندارد.',
    'audit.by': '{who} · {when}',
    'audit.before': 'قبل',
    'audit.after': 'بعد',
  },
  ar: {
    'audit.intro': 'كل تغيير أُجري في لوحة الإدارة: من، وماذا، ومتى، وقبل وبعد.',
    'audit.subject': 'الموضوع (مثلًا order:K7QX-3MPA)',
    'audit.action': 'الإجراء (مثلًا order.status)',
    'audit.filter': 'عرض',
    'audit.none': 'لا يوجد تغيير مطابق.',
    'audit.by': '{who} · {when}',
    'audit.before': 'قبل',
    'audit.after': 'بعد',
  },
})
