import type { Generated } from 'kysely'

/**
 * Tables of the shop. Columns the API sends as JSON text (`data`, `options`, `box`, `noghat`,
 * `attr`, `meta_key`...) are stored as that text. Times are ISO-8601 strings in UTC.
 * Language-bound rows carry `lang` (EN, FA, AR).
 */
export interface Database {
  users: UsersTable
  auth_tokens: AuthTokensTable
  password_resets: PasswordResetsTable
  settings: SettingsTable
  pages: PagesTable
  plugins: PluginsTable
  menus: MenusTable
  blog_categories: BlogCategoriesTable
  blog_posts: BlogPostsTable
  brands: BrandsTable
  product_categories: ProductCategoriesTable
  products: ProductsTable
  product_texts: ProductTextsTable
  product_variants: ProductVariantsTable
  product_variant_texts: ProductVariantTextsTable
  product_search: ProductSearchTable
  product_search_near: ProductSearchNearTable
  search_index_state: SearchIndexStateTable
  order_search: OrderSearchTable
  product_images: ProductImagesTable
  reviews: ReviewsTable
  questions: QuestionsTable
  answers: AnswersTable
  favorites: FavoritesTable
  cart_items: CartItemsTable
  serials: SerialsTable
  session_history: SessionHistoryTable
  projects: ShowcaseTable
  services: ShowcaseTable
  idempotency_keys: IdempotencyKeysTable
  server_secrets: ServerSecretsTable
  password_reset_requests: PasswordResetRequestsTable
  attempt_counts: AttemptCountsTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  audit_log: AuditLogTable
  mail_queue: MailQueueTable
  push_subscriptions: PushSubscriptionsTable
  push_queue: PushQueueTable
}

export interface UsersTable {
  id: Generated<number>
  fname: string
  lname: string
  email: string
  /** Null for an account made without one (staff made from the command line). */
  phone: string | null
  password_hash: string
  created_at: string
  /** 'shopper', 'staff' or 'admin'. */
  role: Generated<string>
  /** A staff member's back-office areas, joined by commas; null for every area. */
  areas: string | null
}

export interface AuthTokensTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string
  user_id: number
  expires_at: string
  created_at: string
}

export interface PasswordResetsTable {
  token_hash: string
  user_id: number
  expires_at: string
  used_at: string | null
  created_at: string
}

export interface SettingsTable {
  lang: string
  /** JSON text: { lang, title, paralax, ... } */
  conf: string
  /** JSON text: { upload_path, luck, ... } */
  setting: string
}

export interface PagesTable {
  id: Generated<number>
  lang: string
  slug: string
  title: string
  /** JSON text: list of blocks. */
  data: string
  /** JSON text: { header, footer } flags. */
  options: string
  meta: string
  css: string
  javascript: string
  editor: string
  html: string
  meta_description: string
  /** JSON text: list of keywords. */
  meta_key: string
  canonical: string
  link: string
}

export interface PluginsTable {
  id: Generated<number>
  lang: string
  /** 'text' | 'banner' | 'html' | 'card_info' ... */
  kind: string
  /** JSON text of the plugin's own fields. */
  data: string
}

export interface MenusTable {
  id: Generated<number>
  lang: string
  /** 'main_menu' | 'footer' */
  menu: string
  title: string
  /** JSON text: list of { id, title, link }. */
  items: string
}

export interface BlogCategoriesTable {
  id: Generated<number>
  unique_id: string
  lang: string
  title: string
  meta_description: string
  meta_key: string
}

export interface BlogPostsTable {
  id: Generated<number>
  unique_id: string
  lang: string
  category_id: number
  title: string
  img: string
  des: string
  /** HTML body. */
  body: string
  view: number
  comment: number
  created_at: string
  meta_description: string
  meta_key: string
}

export interface BrandsTable {
  id: Generated<number>
  unique_id: string
  title: string
}

export interface ProductCategoriesTable {
  id: Generated<number>
  unique_id: string
  lang: string
  title: string
  icon: string
  meta_description: string
  meta_key: string
}

/** Language-independent product facts; texts live in product_texts. */
export interface ProductsTable {
  id: Generated<number>
  unique_id: string
  /** unique_id of the product category (shared by its language rows). */
  category: string
  brand_id: number | null
  model: string
  /** Serial-number prefix shown on the page. */
  sk: string
  img: string
  production: string
  /** Base price in the shop's currency unit, integer. */
  price: number
  /** Discounted price (0 when none). */
  discount: number
  /** Units in stock for a product without variants. */
  depo: number
  /** JSON text: packaging box { w, wtype, v, h, l, atype }. */
  box: string
  /** Favourite count, for the favourites sort. */
  fav: number
  vote: number
  external_link: string
  created_at: string
  /** 1 when staff hid it from the shop: in no list, its page a 404; its orders kept. */
  hidden: Generated<number>
}

export interface ProductTextsTable {
  product_id: number
  lang: string
  title: string
  slug: string
  des: string
  /** Unit label shown after the price. */
  vahed: string
  /** JSON text: { zaf: JSON text list, ghovat: JSON text list }. */
  noghat: string
  /** HTML article. */
  art: string
  /** JSON text: list of { id, type, value }. */
  attr: string
  meta_description: string
  meta_key: string
}

export interface ProductVariantsTable {
  id: Generated<number>
  product_id: number
  unique_id: string
  type: string
  value: string
  price: number
  discount: number
  depo: number
  /** JSON text: { garanty }. */
  data: string
  created_at: string
}

/** An option's name in one language ("Ocean blue"); an option may have none. */
export interface ProductVariantTextsTable {
  variant_id: number
  lang: string
  name: string
}

/**
 * The search index's row of a product in a language: its words as the search folds them (FTS5 in
 * SQLite; in PostgreSQL a generated, weighted `document` beside them).
 */
export interface ProductSearchTable {
  product_id: number
  lang: string
  title: string
  /** The model, brand, category and option names. */
  words: string
  /** The description. */
  body: string
}

/**
 * The index's words that a typo may be near (`mayBeNear`), under each of their `typoVariants`:
 * a word typed is one letter from those sharing a variant with it.
 */
export interface ProductSearchNearTable {
  variant: string
  word: string
}

/**
 * The order search index's row of an order: its number, buyer's name and phone folded as the
 * search compares them (FTS5 in SQLite, keyed by its rowid, the order's id).
 */
export interface OrderSearchTable {
  order_id: number
  number: string
  name: string
  phone: string
}

/** Which folding rule an index was filled with. */
export interface SearchIndexStateTable {
  name: string
  version: number
}

export interface ProductImagesTable {
  id: Generated<number>
  product_id: number
  /** Path under the upload prefix of the largest width; `srcset` widths in `widths`. */
  url: string
  /** JSON text: list of widths the image exists at. */
  widths: string
  width: number
  height: number
  position: number
}

export interface ReviewsTable {
  id: Generated<number>
  product_id: number
  user_id: number
  name: string
  comment: string
  vote: number
  /** JSON text: weaknesses. */
  zaf: string
  /** JSON text: strengths. */
  ghovat: string
  created_at: string
  /** 1 when staff hid it: it leaves the product's page, counts and votes. */
  hidden: Generated<number>
}

export interface QuestionsTable {
  id: Generated<number>
  product_id: number
  user_id: number
  name: string
  comment: string
  created_at: string
  /** 1 when staff hid it: it leaves the product's page and counts. */
  hidden: Generated<number>
}

export interface AnswersTable {
  id: Generated<number>
  question_id: number
  name: string
  comment: string
  created_at: string
}

export interface FavoritesTable {
  user_id: number
  product_id: number
  created_at: string
}

export interface CartItemsTable {
  id: Generated<number>
  /** The visitor's session; blank on an account's lines, which belong to the account alone. */
  session: string
  /** 0 for a visitor's cart. */
  user_id: number
  product_id: number
  /** 0 when the product has no variants. */
  variant_id: number
  quantity: number
  created_at: string
}

export interface SerialsTable {
  serial: string
  /** 'iron' | 'hairdryer' */
  product_type: string
  product_id: number
  registered_at: string
  seller: string
  warranty_until: string
}

export interface SessionHistoryTable {
  id: Generated<number>
  session: string
  /** JSON text: { entry, exit, url }. */
  history: string
  referer: string
  created_at: string
}

/** One of the shop's projects or services, with its picture, in one language. */
export interface ShowcaseTable {
  id: Generated<number>
  lang: string
  title: string
  des: string
  img: string
  created_at: string
}

export interface IdempotencyKeysTable {
  key: string
  /** `user:<id>` or `session:<id>` or `anon`. */
  scope: string
  path: string
  /** SHA-256 of the request body. */
  fingerprint: string
  /** 'pending' inside the write's transaction, 'done' when it commits with the response. */
  state: string
  status_code: number
  response: string
  created_at: string
}

export interface ServerSecretsTable {
  name: string
  value: string
  created_at: string
}

export interface PasswordResetRequestsTable {
  id: Generated<number>
  /** Whose reset was asked for: `account:<id>`, or a hash of the name typed for no account. */
  subject: string
  /** A hash of the requesting client's address. */
  requester: string
  created_at: string
}

/** Attempts of one client against one limit in the current window, shared by every instance. */
export interface AttemptCountsTable {
  /** Which limit: a rate-limited call's path, or `site-lock`. */
  limit_name: string
  /** A hash of the client's address. */
  client: string
  attempts: number
  /** When the window ends and the count starts again. */
  resets_at: string
  /** A hash of the last attempt counted, for limits where a repeat counts once. */
  last_attempt: string | null
}

/** An order placed from a cart; amounts in the shop's currency unit. */
export interface OrdersTable {
  id: Generated<number>
  number: string
  /** 0 for a visitor without an account. */
  user_id: number
  session: string
  name: string
  phone: string
  address: string
  postal_code: string
  /** 'cod' (cash on delivery) or 'transfer' (bank transfer). */
  payment: string
  status: string
  subtotal: number
  discount: number
  shipping: number
  total: number
  created_at: string
  /** When staff last moved its status; null while it is as placed. */
  status_changed_at: string | null
  /** The language it was placed in ('EN', 'FA', 'AR'): its mail is written in it. */
  lang: Generated<string>
  /** Where the buyer reads mail (the account's address); null: the buyer gets none. */
  email: string | null
  /** Set when it ships. */
  tracking_number: string | null
  carrier: string | null
}

/** A line of an order as it was bought: title, option and prices of that moment. */
export interface OrderLinesTable {
  id: Generated<number>
  order_id: number
  product_id: number
  /** 0 for a product without options. */
  variant_id: number
  /** The product's unique_id and picture when it was bought. */
  unique_id: string
  img: string
  title: string
  /** The chosen option's value, or '' for a product without options. */
  option: string
  /** The option's kind ('color', 'power'), or ''. */
  option_type: string
  /** The option's name as the buyer saw it (in the language ordered in), or '' when it had none. */
  option_name: string
  quantity: number
  unit_price: number
  line_total: number
}

export interface AuditLogTable {
  id: Generated<number>
  /** The staff or admin user who made the change; 0 for the command line. */
  user_id: number
  user_email: string
  /** What was done ('order.status', 'question.answer'...). */
  action: string
  /** What it was done to ('order:R-123', 'product:12'). */
  subject: string
  /** JSON text: the record before the change, 'null' when there was none. */
  before: string
  /** JSON text: the record after the change, 'null' when it was removed. */
  after: string
  created_at: string
}

/** A message to send: written with the change it tells of, sent once that commits. */
export interface MailQueueTable {
  id: Generated<number>
  /** What it tells of, once per change: 'order:K7QX-3MPA:shipped'. */
  key: string
  recipient: string
  subject: string
  text: string
  html: string
  created_at: string
  /** When the next try is due; a try moves it on before sending. */
  next_attempt_at: string
  attempts: Generated<number>
  sent_at: string | null
  last_error: string | null
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  endpoint: string
  p256dh: string
  auth: string
  /** When the browser drops it (ISO), if it says. */
  expires_at: string | null
  /** The account (0 for none) or, without one, the browser session it tells of orders. */
  user_id: Generated<number>
  session: Generated<string>
  /** The page's language when it was turned on. */
  lang: string
  /** The browser and system it was turned on in ('' when not known). */
  browser: string
  system: string
  /** The back office's news it is told of ('orders,questions'), '' for none. */
  staff_news: Generated<string>
  created_at: string
}

export interface PushQueueTable {
  id: Generated<number>
  /** What it tells of, once per change and device: 'order:K7QX-3MPA:shipped:12'. */
  key: string
  subscription_id: number
  /** The notification, as JSON. */
  payload: string
  ttl_seconds: number
  urgency: string
  topic: string | null
  created_at: string
  /** When the next try is due; a try moves it on before sending. */
  next_attempt_at: string
  attempts: Generated<number>
  sent_at: string | null
  last_error: string | null
}
