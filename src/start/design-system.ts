// Chakra and Emotion, evaluated in a task of their own; the system is made in the next one.
export { shopSystem } from '../theme/system'
export { ShopChakraProvider } from '../theme/shop-chakra-provider'
