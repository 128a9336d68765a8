import { createCatalogueRepository } from '../repositories/catalogue-repository'

/** The catalogue's list of products, for code that reads the shop's database without the app. */
export const { productListItems } = createCatalogueRepository()
