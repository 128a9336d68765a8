import { chakra } from '@chakra-ui/react/styled-system'
import type { BlockProps } from '../block-props'
import { SectionFrame } from './section-frame'

/** Contact: the shop's phone, email, address and hours, phone and email as links. */
export function ContactBlock({ block, page }: BlockProps<'contact'>) {
  return (
    <SectionFrame look={block.data} uploadPath={page.uploadPath} headingId={`${block.id}-title`}>
      <chakra.address fontStyle="normal">
        <chakra.dl display="grid" gap="3" m="0">
          {block.data.data.map((line, i) => (
            <div key={`${line.type}-${i}`}>
              <chakra.dt fontWeight="semibold" textStyle="sm">
                {line.title}
              </chakra.dt>
              <chakra.dd m="0">
                {line.link ? (
                  <chakra.a
                    href={line.link}
                    color="inherit"
                    textDecoration="underline"
                    textUnderlineOffset="2px"
                    // Numbers and addresses read left to right inside right-to-left text.
                    dir={line.type === 'phone' || line.type === 'email' ? 'ltr' : undefined}
                    unicodeBidi="isolate"
                  >
                    {line.value}
                  </chakra.a>
                ) : (
                  line.value
                )}
              </chakra.dd>
            </div>
          ))}
        </chakra.dl>
      </chakra.address>
    </SectionFrame>
  )
}
