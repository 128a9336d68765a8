import { defineMessages } from '../../i18n/define-messages'

/** What a form's own fields say of how to fill them in. */
export const formMessages = defineMessages({
  en: {
    'form.day.hint': 'Year/month/day of the solar calendar, such as {day}',
  },
  fa: {
    'form.day.hint': 'سال/ماه/روز خورشیدی، مانند {day}',
  },
  ar: {
    'form.day.hint': 'السنة/الشهر/اليوم بالتقويم الشمسي، مثل {day}',
  },
})
