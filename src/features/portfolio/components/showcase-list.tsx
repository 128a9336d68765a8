import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { CardGrid } from '../../../components/card-grid'
import { Screen } from '../../../components/screen'
import type { ShowcaseItem } from '../../../contract/content'
import { useIntl } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import { portfolioMessages } from '../messages'

/** Cards in the first row on the widest screens: their pictures are asked for at once. */
const firstRow = 3

/**
 * The shop's services or projects: each with its picture (2:1), title and description, one a
 * row on phones, two on tablets, three from large screens up.
 */
export function ShowcaseList({ title, items }: { title: string; items: ShowcaseItem[] }) {
  const media = useMediaAddress()
  const { t } = useIntl(portfolioMessages)
  return (
    <Screen title={title}>
      {items.length === 0 ? (
        <chakra.p mt="6">{t('portfolio.empty')}</chakra.p>
      ) : (
        <CardGrid layout="posts" aria-label={title}>
          {items.map((item, index) => (
            <li key={item.id}>
              <Box
                as="article"
                h="full"
                bg="bg"
                color="fg"
                rounded="lg"
                overflow="hidden"
                borderWidth="1px"
                borderColor="border"
              >
                {item.img && (
                  <chakra.img
                    src={media.url(item.img)}
                    alt=""
                    loading={index < firstRow ? 'eager' : 'lazy'}
                    decoding="async"
                    htmlWidth={800}
                    htmlHeight={400}
                    display="block"
                    w="full"
                    h="auto"
                    aspectRatio="2 / 1"
                    objectFit="cover"
                    bg="gray.50"
                  />
                )}
                <Box p="4">
                  <Heading as="h2" size="lg">
                    {item.title}
                  </Heading>
                  {item.des && <chakra.p mt="2">{item.des}</chakra.p>}
                </Box>
              </Box>
            </li>
          ))}
        </CardGrid>
      )}
    </Screen>
  )
}
