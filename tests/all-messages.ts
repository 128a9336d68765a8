import { accountMessages } from '../src/features/account/messages'
import { favoriteMessages } from '../src/features/favorites/messages'
import { authenticityMessages } from '../src/features/authenticity/messages'
import { auditMessages } from '../src/features/back-office/audit/messages'
import { backOfficeMessages } from '../src/features/back-office/messages'
import { feedbackMessages } from '../src/features/back-office/feedback/messages'
import { ordersMessages } from '../src/features/back-office/orders/messages'
import { staffMessages } from '../src/features/back-office/staff/messages'
import { pageEditorMessages } from '../src/features/back-office/pages/messages'
import { backOfficeCatalogueMessages } from '../src/features/back-office/catalogue/messages'
import { blogMessages } from '../src/features/blog/messages'
import { cartMessages } from '../src/features/checkout/messages'
import { cartPageMessages } from '../src/features/checkout/page-messages'
import { checkoutMessages } from '../src/features/checkout/checkout-messages'
import { catalogueMessages } from '../src/features/catalogue/messages'
import { cmsMessages } from '../src/features/cms/messages'
import { reviewMessages } from '../src/features/reviews/messages'
import { installMessages } from '../src/features/install/messages'
import { layoutMessages } from '../src/features/layout/messages'
import { offlineMessages } from '../src/features/shell/offline-messages'
import { busyMessages } from '../src/features/shell/busy-messages'
import { orderNewsMessages } from '../src/features/order-news/messages'
import { outboxMessages } from '../src/features/outbox/messages'
import { portfolioMessages } from '../src/features/portfolio/messages'
import { shellMessages } from '../src/features/shell/messages'
import { shareMessages } from '../src/features/share/messages'
import { siteLockMessages } from '../src/features/site-lock/messages'
import { fieldRefusalMessages } from '../src/components/form/field-refusal-messages'
import { formMessages } from '../src/components/form/form-messages'
import { optionMessages } from '../src/components/option-messages'
import { paginationMessages } from '../src/components/pagination-messages'
import { postMessages } from '../src/components/post-messages'
import { shopFailureMessages } from '../src/components/shop-failure-messages'
import { updateMessages } from '../src/components/update-messages'
import type { MessageIdOf } from '../src/i18n/define-messages'
import { locales, type Locale } from '../src/contract/language-rules'
import { messageSet } from '../src/i18n/message-loading'
import { shopMessages } from '../src/i18n/shop-messages'

/** The shared messages and every feature's, as the tests read them. */
export const allMessages = [
  shopMessages,
  paginationMessages,
  optionMessages,
  fieldRefusalMessages,
  formMessages,
  shopFailureMessages,
  postMessages,
  updateMessages,
  accountMessages,
  favoriteMessages,
  authenticityMessages,
  blogMessages,
  cartMessages,
  cartPageMessages,
  checkoutMessages,
  catalogueMessages,
  cmsMessages,
  reviewMessages,
  installMessages,
  layoutMessages,
  portfolioMessages,
  shellMessages,
  offlineMessages,
  busyMessages,
  outboxMessages,
  orderNewsMessages,
  shareMessages,
  siteLockMessages,
  backOfficeMessages,
  auditMessages,
  staffMessages,
  pageEditorMessages,
  feedbackMessages,
  ordersMessages,
  backOfficeCatalogueMessages,
] as const

/** Every message id of the shop. */
export type MessageId = MessageIdOf<(typeof allMessages)[number]>

/** One flat catalogue per locale. */
export const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, ...allMessages.map((messages) => messageSet(messages, locale))) as Record<
      MessageId,
      string
    >,
  ]),
) as Record<Locale, Record<MessageId, string>>
