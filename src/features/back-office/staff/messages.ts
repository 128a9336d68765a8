import { defineMessages } from '../../../i18n/define-messages'

/** The staff screen: who may use the back office, and giving an account a role. */
export const staffMessages = defineMessages({
  en: {
    'staff.intro':
      'The accounts that may use the back office. An admin also names staff and reads the audit.',
    'staff.none': 'No one yet.',
    'staff.give': 'Give an account a role',
    'staff.email': 'Email of the account',
    'staff.role': 'Role',
    'staff.save': 'Save the role',
    'staff.saving': 'Saving…',
    'staff.saved': '{email} is now {role}.',
  },
  fa: {
    'staff.intro':
      'حساب‌هایی که می‌توانند از پنل مدیریت استفاده کنند. مدیر، کارکنان را هم تعیین می‌کند و گزارش تغییرات را می‌خواند.',
    'staff.none': 'هنوز کسی نیست.',
    'staff.give': 'دادن نقش به یک حساب',
    'staff.email': 'ایمیل حساب',
    'staff.role': 'نقش',
    'staff.save': 'ذخیره نقش',
    'staff.saving': 'در حال ذخیره…',
    'staff.saved': 'نقش {email} اکنون {role} است.',
  },
  ar: {
    'staff.intro':
      'الحسابات التي يمكنها استخدام لوحة الإدارة. يعيّن المدير الموظفين أيضًا ويقرأ سجل التغييرات.',
    'staff.none': 'لا أحد بعد.',
    'staff.give': 'منح حساب دورًا',
    'staff.email': 'البريد الإلكتروني للحساب',
    'staff.role': 'الدور',
    'staff.save': 'حفظ الدور',
    'staff.saving': 'جارٍ الحفظ…',
    'staff.saved': '{email} الآن {role}.',
  },
})
