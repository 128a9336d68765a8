import { AuthenticityCheck } from '../features/authenticity/components/authenticity-check'
import type { BlockProps } from '../features/cms/block-props'
import { SectionFrame } from '../features/cms/components/section-frame'

/** The CMS block `enter_serial`: the authenticity check in the section the editor framed. */
export function AuthenticitySection({ block }: BlockProps<'enter_serial'>) {
  return (
    <SectionFrame look={block.data} headingId={`${block.id}-title`}>
      <AuthenticityCheck />
    </SectionFrame>
  )
}
