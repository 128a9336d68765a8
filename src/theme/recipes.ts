import { defineRecipe } from '@chakra-ui/react/styled-system'

export const headingRecipe = defineRecipe({
  className: 'chakra-heading',
  base: { fontFamily: 'heading', fontWeight: 'semibold' },
  variants: {
    size: {
      md: { textStyle: 'md' },
      lg: { textStyle: 'lg' },
      xl: { textStyle: 'xl' },
      '2xl': { textStyle: '2xl' },
      '3xl': { textStyle: '3xl' },
      '4xl': { textStyle: '4xl' },
    },
  },
  defaultVariants: { size: 'xl' },
})
