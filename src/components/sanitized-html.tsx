import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** Sanitises CMS HTML with `sanitizeConfig`. */
export type HtmlSanitizer = (html: string) => string

/** The browser's DOMPurify works on the page's own DOM; the server hands one over its own. */
let sanitizer: HtmlSanitizer = (html) => DOMPurify.sanitize(html, sanitizeConfig)

export function setHtmlSanitizer(next: HtmlSanitizer): void {
  sanitizer = next
}

/** CMS HTML, sanitised: scripts, event handlers and `javascript:` URLs never reach the page. */
export function SanitizedHtml({
  html,
  ...props
}: { html: string } & Omit<HTMLChakraProps<'div'>, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useSanitizedHtml(html)
  return <chakra.div {...props} dangerouslySetInnerHTML={clean} />
}

/** CMS HTML, sanitised, as an element's `dangerouslySetInnerHTML`. */
export function useSanitizedHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: sanitizeHtml(html) }), [html])
}

/** HTML elements and attributes only (no SVG or MathML): what CMS text needs. */
export const sanitizeConfig = { USE_PROFILES: { html: true } }

export function sanitizeHtml(html: string): string {
  return sanitizer(html)
}
