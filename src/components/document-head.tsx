import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyHeadTags, mergeHeadTags, type RouteHeadTags } from '../lib/head-tags'

/**
 * Writes the head tags the matched routes declare (their `head` option) into `<head>`, in place
 * of the ones there before (also those the server put in the HTML for link previews).
 */
export function DocumentHead() {
  const tags = useRouterState({
    select: (state) =>
      JSON.stringify(
        mergeHeadTags(
          state.matches.map((match) => ({ meta: match.meta, links: match.links }) as RouteHeadTags),
        ),
      ),
  })
  useEffect(() => applyHeadTags(JSON.parse(tags) as RouteHeadTags), [tags])
  return null
}
