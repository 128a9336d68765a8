import {
  homePageCall,
  pageFooterCall,
  pageSelectCall,
  pluginBannerCall,
  pluginHtmlCall,
  pluginTextCall,
  sectionContentCall,
} from '../../../src/contract/content'
import { aboutPageWire, card, footerWire, homePageWire, introText } from './content-fixtures'
import { answer, apiError } from './handlers'

/** CMS content calls answering like the demo shop. */
export const contentHandlers = [
  answer(homePageCall, () => homePageWire),
  answer(pageSelectCall, ({ slug }) =>
    slug === 'about' ? aboutPageWire : apiError(404, 'not_found', `There is no page "${slug}".`),
  ),
  answer(pageFooterCall, () => footerWire),
  answer(sectionContentCall, ({ limit }) => ({
    status: true,
    data: Array.from({ length: Number(limit ?? 4) }, (_, i) => card(i + 1)),
  })),
  answer(pluginTextCall, ({ id }) =>
    Number(id) === 1
      ? { status: true, ...introText }
      : apiError(404, 'not_found', `There is no text plugin ${id}.`),
  ),
  answer(pluginBannerCall, () => ({
    status: true,
    file: { url: 'content/banner-1440.webp', width: 1440, height: 360, widths: [768, 1440] },
  })),
  answer(pluginHtmlCall, () => ({ status: true, data: { plugin: '<p>Prices include VAT.</p>' } })),
]
