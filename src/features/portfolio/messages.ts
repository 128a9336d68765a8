import { defineMessages } from '../../i18n/define-messages'

/** Words of the services and projects screens. */
export const portfolioMessages = defineMessages({
  en: {
    'portfolio.empty': 'Nothing to show here yet.',
  },
  fa: {
    'portfolio.empty': 'هنوز چیزی برای نمایش نیست.',
  },
  ar: {
    'portfolio.empty': 'لا يوجد ما يُعرض هنا بعد.',
  },
})
