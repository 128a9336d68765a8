import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { HomePage as HomePageData } from '../../../contract/content'

/** The home page's title and its product showcase. */
export function HomePage({ home }: { home: HomePageData }) {
  return (
    <Box as="main" maxW="5xl" mx="auto" px="4" py="8">
      <Heading as="h1" size="3xl" color="brand.700">
        {home.page.title}
      </Heading>
      <Box as="ul" mt="6" display="grid" gap="3" listStyleType="none" ps="0">
        {home.products.map((product) => (
          <Box as="li" key={product.uniqueId} borderWidth="1px" rounded="md" p="4">
            <Heading as="h2" size="md">
              {product.title}
            </Heading>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
