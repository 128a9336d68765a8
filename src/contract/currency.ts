/** The Iranian toman (ten rials): the unit of the demo shop's prices, not an ISO 4217 code. */
export const toman = 'IRT'

/** The shop's currency when none is configured: the demo prices are in toman. */
export const defaultCurrency = toman

/** 'IRT', or an ISO 4217 code that this runtime's Intl formats. */
export function isShopCurrency(code: string): boolean {
  return code === toman || Intl.supportedValuesOf('currency').includes(code)
}
