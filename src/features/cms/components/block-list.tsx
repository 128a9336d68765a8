import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { PageBlock } from '../../../contract/content'
import { defineStyleFamily, defineStyles, WithStyles } from '../../../lib/static-styles'
import type { BlockPageData } from '../block-props'
import { BlockBoundary } from './block-boundary'
import { BlockSkeleton } from './block-skeleton'
import { createGate, type Gate } from '../lib/gate'
import { whenNearViewport } from '../lib/near-viewport'
import { blocksInOrder, type ShownBlock } from '../lib/block-pictures'
import { blockOf, useBlockRegistry } from '../registry'

/** Id of the authenticity inquiry the mobile bar's link jumps to. */
export const authenticityAnchorId = 'authenticity'

const listStyles = defineStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: { base: '4', md: '6' },
    rowGap: { base: '6', md: '8' },
  },
  // Tall enough that the blocks waiting below do not all crowd into view at once.
  pending: { minH: 'min(70vh, 32rem)' },
})

/** A cell's `{xs,sm,md,lg}` column spans, written `"12 12 6 6"`. */
type Spans = `${number} ${number} ${number} ${number}`

const cellStyles = defineStyleFamily((spans: Spans) => {
  const [xs, sm, md, lg] = spans.split(' ')
  return {
    gridColumn: { base: `span ${xs}`, sm: `span ${sm}`, md: `span ${md}`, lg: `span ${lg}` },
    minW: '0',
  }
})

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
 * The server renders every block. In the browser, blocks below the first ones render (and load
 * their code and data) when they come near the screen or the visitor first scrolls, types or
 * touches; while the page hydrates, they keep the server's HTML until then.
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
    <WithStyles sheet={listStyles}>
      {(className) => (
        <div className={className('grid')}>
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
        </div>
      )}
    </WithStyles>
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

/**
 * One block's cell on the grid, spanning its `{xs,sm,md,lg}` columns. It says `data-block-live`
 * once its block runs in the browser (rendered there, or hydrated).
 */
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
  const place = useRef<HTMLDivElement>(null)
  // The server renders every block at once; in the browser a block below waits for its place to
  // come near the screen.
  const [gate] = useState(() => (eager || import.meta.env.SSR ? null : createGate()))
  // Rendered again once its block is in place: the block gets what changed while it waited.
  const [, setInPlace] = useState(false)
  useEffect(() => {
    if (!gate || gate.isOpen || !watch || !place.current) return
    return whenNearViewport(place.current, gate.open)
  }, [gate, watch])
  const settled = useCallback(() => onSettled(block.id), [onSettled, block.id])
  const inPlace = useCallback(() => {
    place.current?.setAttribute('data-block-live', '')
    setInPlace(true)
    if (eager) settled()
  }, [eager, settled])
  const { xs, sm, md, lg } = block.grid
  return (
    <WithStyles sheet={cellStyles}>
      {(className) => (
        <div
          ref={place}
          // The anchor is on the cell, so a jump finds it before the block has loaded.
          id={anchored ? authenticityAnchorId : undefined}
          data-block-type={block.type}
          className={[className(`${xs} ${sm} ${md} ${lg}`), block.class].filter(Boolean).join(' ')}
        >
          <BlockContent
            block={block}
            page={page}
            priority={priority}
            gate={gate}
            onFailed={eager ? settled : undefined}
            onRetry={blockOf(registry, block.type)?.retry}
            onInPlace={inPlace}
          />
        </div>
      )}
    </WithStyles>
  )
})

interface BlockContentProps {
  block: ShownBlock
  page: BlockPageData
  priority: boolean
  /** What a block below the first ones waits on; none for a first block. */
  gate: Gate | null
  onFailed?: () => void
  onRetry?: () => void
  onInPlace: () => void
}

/**
 * A block with its failure note and placeholders. While it waits, nothing renders into it (an
 * update would make React drop the server's HTML of it and show the placeholder): React hydrates
 * it once its gate opens.
 */
const BlockContent = memo(function BlockContent({
  block,
  page,
  priority,
  gate,
  onFailed,
  onRetry,
  onInPlace,
}: BlockContentProps) {
  return (
    <BlockBoundary blockId={block.id} onFailed={onFailed} onRetry={onRetry}>
      <Suspense fallback={<PendingBlock />}>
        <AfterGate gate={gate}>
          <Suspense fallback={<BlockSkeleton />}>
            <RegisteredBlock block={block} page={page} priority={priority} />
            <InPlace onInPlace={onInPlace} />
          </Suspense>
        </AfterGate>
      </Suspense>
    </BlockBoundary>
  )
}, unchangedOrWaiting)

function unchangedOrWaiting(before: BlockContentProps, after: BlockContentProps): boolean {
  if (after.gate && !after.gate.isOpen) return true
  const keys = Object.keys(after) as (keyof BlockContentProps)[]
  return (
    keys.length === Object.keys(before).length && keys.every((key) => before[key] === after[key])
  )
}

/** Renders its children once the gate is open (at once without one). */
function AfterGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // Always asked, open or not: React replays a part that waited with the same calls.
  if (gate) use(gate.opened)
  return children
}

/** The place of a block that waits to come near the screen. */
function PendingBlock() {
  return (
    <WithStyles sheet={listStyles}>
      {(className) => <div data-pending-block="" className={className('pending')} />}
    </WithStyles>
  )
}

/** Tells the cell that its block is in place (rendered or hydrated past its placeholders). */
function InPlace({ onInPlace }: { onInPlace: () => void }) {
  useEffect(onInPlace, [onInPlace])
  return null
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
