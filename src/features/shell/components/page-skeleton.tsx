import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'

const shape = { rounded: 'md', bg: 'gray.200' } as const

const skeletonStyles = defineStyles({
  page: { maxW: '6xl', mx: 'auto', px: '4', py: '6' },
  label: { srOnly: true },
  heading: { ...shape, h: '8', w: '60%', mb: '6' },
  picture: { ...shape, aspectRatio: '4 / 3', maxH: '80', w: '100%', mb: '6' },
  line: { ...shape, h: '3', w: '100%', mb: '3' },
  lastLine: { ...shape, h: '3', w: '50%' },
})

/**
 * A page whose data has not arrived yet: grey shapes where its title, picture and text will be,
 * under the shop's header. Still, so it suits reduced motion.
 */
export function PageSkeleton() {
  const { t } = useIntl()
  return (
    <WithStyles sheet={skeletonStyles}>
      {(className) => (
        <div aria-busy="true" data-page-skeleton="" className={className('page')}>
          <div className={className('label')}>{t('common.loading')}</div>
          <div className={className('heading')} />
          <div className={className('picture')} />
          <div className={className('line')} />
          <div className={className('line')} />
          <div className={className('lastLine')} />
        </div>
      )}
    </WithStyles>
  )
}
