import '@vitejs/plugin-react/preamble'
import { keepEarlyInput } from './start/early-input'
import { afterLargestPicture } from './start/largest-picture'
import { nextTask } from './start/next-task'
import { preloadStartChunks } from './start/start-chunks'

/**
 * The page's one script, small: the server's HTML is already on screen. It holds early taps and typing,
 * lets the largest picture load first, then runs the app's parts one task each (React, the
 * design system, the shop), so no part of the start holds the main thread for long.
 */
async function start() {
  const early = keepEarlyInput(document)
  await afterLargestPicture(document)
  preloadStartChunks(document)
  await import('./start/react-runtime')
  await nextTask()
  const design = await import('./start/design-system')
  await nextTask()
  design.shopSystem()
  await nextTask()
  const { startShop } = await import('./start/shop-start')
  await nextTask()
  await startShop(early)
}

void start()
