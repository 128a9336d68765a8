import type { BlockProps } from '../block-props'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { SectionFrame } from './section-frame'

const contactStyles = defineStyles({
  address: { fontStyle: 'normal' },
  lines: { display: 'grid', gap: '3', m: '0' },
  name: { fontWeight: 'semibold', textStyle: 'sm' },
  value: { m: '0' },
  link: {
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    unicodeBidi: 'isolate',
  },
})

/** Contact: the shop's phone, email, address and hours, phone and email as links. */
export function ContactBlock({ block }: BlockProps<'contact'>) {
  return (
    <SectionFrame look={block.data} headingId={`${block.id}-title`}>
      <WithStyles sheet={contactStyles}>
        {(className) => (
          <address className={className('address')}>
            <dl className={className('lines')}>
              {block.data.data.map((line, i) => (
                <div key={`${line.type}-${i}`}>
                  <dt className={className('name')}>{line.title}</dt>
                  <dd className={className('value')}>
                    {line.link ? (
                      <a
                        href={line.link}
                        className={className('link')}
                        // Numbers and addresses read left to right inside right-to-left text.
                        dir={line.type === 'phone' || line.type === 'email' ? 'ltr' : undefined}
                      >
                        {line.value}
                      </a>
                    ) : (
                      <bdi>{line.value}</bdi>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </address>
        )}
      </WithStyles>
    </SectionFrame>
  )
}
