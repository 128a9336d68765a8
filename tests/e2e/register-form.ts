import type { Page } from 'playwright-core'
import type { Language } from '../../src/contract/common'
import { message } from './shop-data'

export interface Registration {
  fname: string
  lname: string
  email: string
  phone: string
  password: string
  /** The password typed again (the password itself by default). */
  confirm?: string
}

/** Fills the open register form as a visitor types, in the page's language, and sends it. */
export async function sendRegisterForm(page: Page, fields: Registration, lang: Language = 'EN') {
  const say = (id: Parameters<typeof message>[1]) => message(lang, id)
  const field = (id: Parameters<typeof message>[1]) =>
    page.getByRole('textbox', { name: say(id), exact: true })
  await field('account.field.fname').fill(fields.fname)
  await field('account.field.lname').fill(fields.lname)
  await field('account.field.email').fill(fields.email)
  await field('account.field.phone').fill(fields.phone)
  await page.getByLabel(say('account.field.password'), { exact: true }).fill(fields.password)
  await page.getByLabel(say('account.field.confirm')).fill(fields.confirm ?? fields.password)
  await page.getByRole('button', { name: say('account.register.submit') }).click()
}
