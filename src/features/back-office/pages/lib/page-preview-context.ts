import { createContext, type ReactNode } from 'react'
import type { PagePreview } from './preview-page'

/**
 * How the shop renders a page, handed to the editor by the app (features do not import each
 * other): the preview is the shop's own page, not a copy of it.
 */
export const PagePreviewContext = createContext<((preview: PagePreview) => ReactNode) | null>(null)
