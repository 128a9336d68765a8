/**
 * The shop's public reads: the API's reads whose answer depends only on the request, its language
 * and what the shop publishes, the same for every visitor (the contract's `cacheable` calls): the
 * service worker keeps their last answers for reading offline. Written out so the worker carries
 * no schemas; a unit test holds it to the contract.
 */
export const publicReadPaths: readonly string[] = [
  '/wsd/v1/blog/blog_cats',
  '/wsd/v1/blog/home',
  '/wsd/v1/blog/search',
  '/wsd/v1/menu',
  '/wsd/v1/page/footer',
  '/wsd/v1/page/select',
  '/wsd/v1/plugins/banner/',
  '/wsd/v1/plugins/html',
  '/wsd/v1/plugins/text/',
  '/wsd/v1/product/brand',
  '/wsd/v1/product/cat',
  '/wsd/v1/product/search',
  '/wsd/v1/product/single',
  '/wsd/v1/product/suggest',
  '/wsd/v1/section/content',
  '/wsd/v1/send/get_comment',
  '/wsd/v1/send/get_review',
  '/wsd/v1/seo/project',
  '/wsd/v1/seo/select',
  '/wsd/v1/seo/service',
  '/wsd/v1/settings/call',
  '/wsd/v1/settings/select/',
  '/wsd/v1/site/config',
  '/wsd/v2/page/home',
]
