import type { EditableBlock, EditablePage } from '../../../../contract/back-office-pages'
import type { ProductListItem } from '../../../../contract/catalogue'
import type { Page, PageBlock, PluginData } from '../../../../contract/content'

/** What the shop's page renderer needs to show a page as edited, before it is published. */
export interface PagePreview {
  page: Page
  plugins: Record<string, PluginData>
  products: ProductListItem[]
}

/** The plugin data a plugin-backed block shows, from what the editor holds. */
function pluginOf(block: EditableBlock): PluginData | undefined {
  switch (block.type) {
    case 'text':
      return { kind: 'text', ...block.content }
    case 'banner':
      return { kind: 'banner', file: block.content.file }
    case 'card_info':
      return { kind: 'card_info', ...block.content }
    case 'html':
      return { kind: 'html', plugin: block.content.plugin }
    default:
      return undefined
  }
}

/**
 * The edited page as the shop would show it: blocks in the edited order, plugin-backed blocks
 * with the edited content; a product, the showcase or the latest posts as the shop read them (a
 * product named anew shows once published).
 */
export function previewPage(
  title: string,
  options: EditablePage['options'],
  blocks: EditableBlock[],
  shown: Pick<EditablePage, 'plugins' | 'products'>,
): PagePreview {
  const plugins: Record<string, PluginData> = {}
  const data = blocks.map((block, index): PageBlock => {
    const fields = {
      tools: '',
      title: block.title,
      display: block.display,
      loc: index + 1,
      periority: index + 1,
      class: block.class,
      id: block.id,
      grid: block.grid,
      pos: block.pos,
    }
    const plugin = pluginOf(block) ?? shown.plugins[block.id]
    if (plugin) plugins[block.id] = plugin
    return 'content' in block
      ? ({ ...fields, type: block.type, data: { id: index + 1 } } as PageBlock)
      : ({ ...fields, type: block.type, data: block.data } as PageBlock)
  })
  return {
    page: { title, data, options, meta: '', css: '', javascript: '', editor: '', html: '' },
    plugins,
    products: shown.products,
  }
}
