import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { QueuedQuestion } from '../../../../contract/back-office-feedback'
import { useIntl } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { feedbackMessages } from '../messages'

/** Who wrote a review or question, about which product (a link to its page), and when. */
export function WrittenAbout({ entry }: { entry: QueuedQuestion }) {
  const { date } = useIntl(feedbackMessages)
  return (
    <chakra.p textStyle="sm" color="fg.muted">
      <bdi>{entry.name}</bdi>
      {' · '}
      <chakra.a asChild {...textLink}>
        <Link to="/product/single/$unique" params={{ unique: entry.product.uniqueId }}>
          {entry.product.title}
        </Link>
      </chakra.a>
      {' · '}
      <time dateTime={entry.created_at}>
        {date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </chakra.p>
  )
}

/** What a shopper wrote, in the direction of its own language. */
export function WrittenText({ text }: { text: string }) {
  return (
    <chakra.p mt="1" dir="auto" whiteSpace="pre-line">
      {text}
    </chakra.p>
  )
}
