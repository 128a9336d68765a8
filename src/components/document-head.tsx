import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyHeadTags, mergeHeadTags, missingPageHead, type RouteHeadTags } from '../lib/head-tags'

/**
 * Writes the head tags the matched routes declare (their `head` option) into `<head>`, in place
 * of the ones there before (also those the server put in the HTML for link previews). An address
 * the shop does not have keeps the server's 404 head: not indexed, no canonical.
 */
export function DocumentHead() {
  const tags = useRouterState({
    select: (state) => {
      const merged = mergeHeadTags(
        state.matches.map((match) => ({ meta: match.meta, links: match.links }) as RouteHeadTags),
      )
      const missing = state.matches.some((match) => match.status === 'notFound' || match._notFound)
      return JSON.stringify(missing ? missingPageHead(merged) : merged)
    },
  })
  useEffect(() => applyHeadTags(JSON.parse(tags) as RouteHeadTags), [tags])
  return null
}
