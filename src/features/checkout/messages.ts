import { defineMessages } from '../../i18n/define-messages'

/** The basket link's words (in every page's header). */
export const cartMessages = defineMessages({
  en: {
    'cart.linkWithCount':
      '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  },
  fa: {
    'cart.linkWithCount': '{count, plural, =0 {سبد خرید، خالی} other {سبد خرید، # کالا}}',
  },
  ar: {
    'cart.linkWithCount':
      '{count, plural, =0 {سلة التسوق، فارغة} one {سلة التسوق، عنصر واحد} two {سلة التسوق، عنصران} few {سلة التسوق، # عناصر} many {سلة التسوق، # عنصرًا} other {سلة التسوق، # عنصر}}',
  },
})
