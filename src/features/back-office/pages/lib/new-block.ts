import type { EditableBlock, EditableBlockType } from '../../../../contract/back-office-pages'

const full = { xs: 12, sm: 12, md: 12, lg: 12 }
const section = {
  img: '',
  color: '',
  colorType: false,
  displayTitle: 'true',
  title: '',
  source: '',
} as const
const words = { title: '', text: '', link: '', linkText: '' }

/** A new block of a type, with an id of its own on the page and empty content to fill in. */
export function newBlock(type: EditableBlockType, pos: string): EditableBlock {
  const base = {
    id: `block-${crypto.randomUUID().slice(0, 8)}`,
    title: '',
    display: true,
    grid: full,
    class: '',
    pos,
  }
  switch (type) {
    case 'slider':
      return {
        ...base,
        type,
        data: {
          slide: { title: '', sub_title: '', type: 'image', dynamictext: [] },
          file: [{ url: '', def: 1 }],
        },
      }
    case 'paralax':
      return { ...base, type, data: { img: '', phone_img: '' } }
    case 'product':
    case 'enter_serial':
      return { ...base, type, data: { ...section, data: [] } }
    case 'blog':
      return { ...base, type, data: { ...section, source: 'blog', data: [] } }
    case 'contact':
      return { ...base, type, data: { ...section, source: 'contact', data: [] } }
    case 'text':
      return { ...base, type, content: { ...words, target: '_self' } }
    case 'banner':
      return { ...base, type, content: { file: { url: '' } } }
    case 'card_info':
      return { ...base, type, content: { ...words, file: '' } }
    case 'one_product':
      return { ...base, type, data: { uniqueId: '' } }
    case 'html':
      return { ...base, type, content: { plugin: '' } }
  }
}
