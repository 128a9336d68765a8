import { Box } from '@chakra-ui/react/box'
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { PageBlock } from '../../../contract/content'
import type { BlockPageData } from '../block-props'
import { BlockBoundary } from './block-boundary'
import { BlockSkeleton } from './block-skeleton'
import { whenNearViewport } from '../lib/near-viewport'
import { blocksInOrder, type ShownBlock } from '../lib/media'
import { blockOf, useBlockRegistry } from '../registry'

/** Id of the authenticity inquiry the mobile bar's link jumps to. */
export const authenticityAnchorId = 'authenticity'

interface BlockListProps {
  blocks: PageBlock[]
  page: BlockPageData
  /** Gives the list's first authenticity inquiry the `#authenticity` anchor (the footer's does). */
  authenticityAnchor?: boolean
  /**
   * How many blocks render at once (the blocks a page opens with: `openingBlockCount`); the others render when
   * they come near the screen. By default none do (a list far down the page, like the footer).
   */
  eagerCount?: number
}

/**
 * A page's blocks in `loc` order on the 12-column grid, each spanning its `{xs,sm,md,lg}` columns.
 * Unknown and hidden blocks render nothing; a block that fails shows a quiet retry note alone.
 * Blocks below the first ones render (and load their code and data) when they come near the
 * screen or the visitor first scrolls, types or touches.
 */
export function BlockList({
  blocks,
  page,
  authenticityAnchor = false,
  eagerCount = 0,
}: BlockListProps) {
  const registry = useBlockRegistry()
  // A block of a type the shop does not render takes no place in the page.
  const shown = blocksInOrder(blocks).filter((block) => blockOf(registry, block.type))
  const anchoredId = authenticityAnchor
    ? shown.find((block) => block.type === 'enter_serial')?.id
    : undefined
  // The first blocks' code is asked for now (a no-op when a route loader has loaded it).
  for (const block of shown.slice(0, eagerCount)) void blockOf(registry, block.type)?.preload()
  // The blocks below start watching the screen once the first ones are in place: while a first
  // block's code loads, its short placeholder would bring every later block near the screen.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set())
  const settle = useCallback(
    (id: string) => setSettled((done) => (done.has(id) ? done : new Set(done).add(id))),
    [],
  )
  const openingShown = settled.size >= Math.min(eagerCount, shown.length)

  return (
    <Box
      display="grid"
      gridTemplateColumns="repeat(12, minmax(0, 1fr))"
      columnGap={{ base: '4', md: '6' }}
      rowGap={{ base: '6', md: '8' }}
    >
      {shown.map((block, index) => (
        <BlockCell
          // By place, not id: each language's copy of a page has blocks of its own ids, and a
          // switch of language keeps the cells (and the page's height) while the texts change.
          key={`${String(index)}:${block.type}`}
          block={block}
          page={page}
          anchored={block.id === anchoredId}
          eager={index < eagerCount}
          // Only the blocks waiting below watch the screen, so the first ones settling re-renders
          // none of them.
          watch={index >= eagerCount && openingShown}
          priority={index === 0}
          onSettled={settle}
        />
      ))}
    </Box>
  )
}

interface BlockCellProps {
  block: ShownBlock
  page: BlockPageData
  /** Carries the `#authenticity` anchor. */
  anchored: boolean
  /** Renders at once (a first block), reporting when it is in place. */
  eager: boolean
  /** A block that waits: whether it watches the screen yet. */
  watch: boolean
  priority: boolean
  onSettled: (id: string) => void
}

/** One block's cell on the grid, spanning its `{xs,sm,md,lg}` columns. */
const BlockCell = memo(function BlockCell({
  block,
  page,
  anchored,
  eager,
  watch,
  priority,
  onSettled,
}: BlockCellProps) {
  const registry = useBlockRegistry()
  return (
    <Box
      // The anchor is on the cell, so a jump finds it before the block has loaded.
      id={anchored ? authenticityAnchorId : undefined}
      data-block-type={block.type}
      gridColumn={{
        base: `span ${block.grid.xs}`,
        sm: `span ${block.grid.sm}`,
        md: `span ${block.grid.md}`,
        lg: `span ${block.grid.lg}`,
      }}
      minW="0"
      className={block.class || undefined}
    >
      <WhenNear now={eager} watch={watch}>
        <BlockBoundary
          blockId={block.id}
          onFailed={eager ? () => onSettled(block.id) : undefined}
          onRetry={blockOf(registry, block.type)?.retry}
        >
          <Suspense fallback={<BlockSkeleton />}>
            <RegisteredBlock block={block} page={page} priority={priority} />
            {eager && <Settled id={block.id} onSettled={onSettled} />}
          </Suspense>
        </BlockBoundary>
      </WhenNear>
    </Box>
  )
})

/** Tells the list that a first block is in place (rendered past its loading placeholder). */
function Settled({ id, onSettled }: { id: string; onSettled: (id: string) => void }) {
  useEffect(() => onSettled(id), [id, onSettled])
  return null
}

/**
 * Renders its children at once (`now`) or when their place comes near the screen, watched from
 * when `watch` turns true.
 */
function WhenNear({ now, watch, children }: { now: boolean; watch: boolean; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(now)
  useEffect(() => {
    if (near || !watch || !place.current) return
    // A transition renders the block in short slices, so scrolling stays smooth meanwhile.
    return whenNearViewport(place.current, () => startTransition(() => setNear(true)))
  }, [near, watch])
  if (near) return children
  // Tall enough that the blocks waiting below do not all crowd into view at once.
  return <Box ref={place} minH="min(70vh, 32rem)" data-pending-block="" />
}

function RegisteredBlock({
  block,
  ...props
}: {
  block: ShownBlock
  page: BlockPageData
  priority: boolean
}) {
  const registry = useBlockRegistry()
  const Block = blockOf(registry, block.type)?.Block as ComponentType<{
    block: ShownBlock
    page: BlockPageData
    priority: boolean
  }>
  return <Block block={block} {...props} />
}
