import type { EditableBlock } from '../../../../../contract/back-office-pages'

/** The block of one type (or of several) of the page editor's blocks. */
export type BlockOf<T extends EditableBlock['type']> = Extract<EditableBlock, { type: T }>

/** What a block's fields are given: the block, how to change it, what the shop said of a field. */
export interface BlockEditorProps<B extends EditableBlock> {
  block: B
  onChange: (next: B) => void
  /** The shop's message about a field of the block (`content.title`), after a refused publish. */
  problem: (path: string) => string | undefined
}
