import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { cmsMessages } from '../messages'

const line = { h: '3', mb: '3', rounded: 'sm', bg: 'gray.200' } as const

const skeletonStyles = defineStyles({
  skeleton: { py: '4', px: '4' },
  label: { srOnly: true },
  heading: { h: '6', w: '40%', mb: '4', rounded: 'md', bg: 'gray.200' },
  line: { ...line, w: '100%' },
  lastLine: { ...line, w: '60%' },
})

/** Grey placeholder lines where a block's text will appear; still, so it suits reduced motion. */
export function BlockSkeleton({
  lines = 3,
  heading = true,
}: {
  lines?: number
  heading?: boolean
}) {
  const { t } = useIntl(cmsMessages)
  return (
    <WithStyles sheet={skeletonStyles}>
      {(className) => (
        <div aria-busy="true" className={className('skeleton')}>
          <div className={className('label')}>{t('common.loading')}</div>
          {heading && <div className={className('heading')} />}
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} className={className(i === lines - 1 ? 'lastLine' : 'line')} />
          ))}
        </div>
      )}
    </WithStyles>
  )
}
