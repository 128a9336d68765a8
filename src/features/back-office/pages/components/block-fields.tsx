import type { EditableBlock } from '../../../../contract/back-office-pages'
import { BannerFields } from './block-editors/banner-fields'
import type { BlockEditorProps, BlockOf } from './block-editors/block-editor-props'
import { ParalaxFields } from './block-editors/paralax-fields'
import { OneLineFields } from './block-editors/one-line-fields'
import { SectionFields } from './block-editors/section-fields'
import { SliderFields } from './block-editors/slider-fields'
import { TextContentFields } from './block-editors/text-content-fields'

/** The fields of one block, by its type: each of the contract's 11 has its own. */
export function BlockFields(props: BlockEditorProps<EditableBlock>) {
  const { block } = props
  switch (block.type) {
    case 'text':
    case 'card_info':
      return <TextContentFields {...(props as BlockEditorProps<BlockOf<'text' | 'card_info'>>)} />
    case 'banner':
      return <BannerFields {...(props as BlockEditorProps<BlockOf<'banner'>>)} />
    case 'html':
    case 'one_product':
      return <OneLineFields {...(props as BlockEditorProps<BlockOf<'html' | 'one_product'>>)} />
    case 'slider':
      return <SliderFields {...(props as BlockEditorProps<BlockOf<'slider'>>)} />
    case 'paralax':
      return <ParalaxFields {...(props as BlockEditorProps<BlockOf<'paralax'>>)} />
    case 'contact':
    case 'product':
    case 'blog':
    case 'enter_serial':
      return (
        <SectionFields
          {...(props as BlockEditorProps<BlockOf<'contact' | 'product' | 'blog' | 'enter_serial'>>)}
        />
      )
  }
}
