// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AccountUser } from '../../src/contract/accounts'
import { backOfficeCategoriesCall } from '../../src/contract/back-office-catalogue'
import { auditMessages } from '../../src/features/back-office/audit/messages'
import { CategoryField } from '../../src/features/back-office/catalogue/components/category-field'
import {
  emptyTexts,
  TextsFields,
} from '../../src/features/back-office/catalogue/components/texts-fields'
import { backOfficeCatalogueMessages } from '../../src/features/back-office/catalogue/messages'
import { feedbackMessages } from '../../src/features/back-office/feedback/messages'
import { backOfficeMessages } from '../../src/features/back-office/messages'
import { ordersMessages } from '../../src/features/back-office/orders/messages'
import { pageEditorMessages } from '../../src/features/back-office/pages/messages'
import { StaffContext } from '../../src/features/back-office/staff-context'
import { staffMessages } from '../../src/features/back-office/staff/messages'
import type { FeatureMessages } from '../../src/i18n/define-messages'
import { answer } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()
const staff = { token: 'staff-token', user: {} as AccountUser }

/** The product editor's category and texts, as the product screens show them. */
function renderProductFields(locale: 'en' | 'fa' | 'ar') {
  server.use(
    answer(backOfficeCategoriesCall, () => ({
      categories: [
        { uniqueId: 'irons', names: { EN: 'Irons', FA: 'اتو', AR: 'مكاوي' } },
        { uniqueId: 'hairdryers', names: { EN: 'Hairdryers', FA: 'سشوار', AR: 'مجففات' } },
      ],
    })),
  )
  renderWithShop(
    <StaffContext.Provider value={staff}>
      <CategoryField value="irons" onChange={() => undefined} />
      <TextsFields value={emptyTexts()} onChange={() => undefined} error={null} />
    </StaffContext.Provider>,
    { locale },
  )
}

describe('the product editor’s words', () => {
  it('names the category and each language’s texts as a shop owner says them, in English', async () => {
    renderProductFields('en')
    const category = await screen.findByRole('combobox', { name: 'Category' })
    expect(await screen.findByRole('option', { name: 'Hairdryers' })).toBeTruthy()
    expect((category as HTMLSelectElement).value).toBe('irons')
    for (const name of ['English texts', 'Persian texts', 'Arabic texts']) {
      expect(screen.getByRole('group', { name })).toBeTruthy()
    }
  })

  it('names each language in the page’s language on a Persian page', async () => {
    renderProductFields('fa')
    await screen.findByRole('combobox', { name: 'دسته' })
    for (const name of ['متن‌های انگلیسی', 'متن‌های فارسی', 'متن‌های عربی']) {
      const group = screen.getByRole('group', { name })
      expect(group.querySelector('legend')?.getAttribute('lang')).toBe('fa')
    }
  })

  it('names each language in Arabic on an Arabic page', async () => {
    renderProductFields('ar')
    await screen.findByRole('combobox', { name: 'الفئة' })
    for (const name of ['نصوص اللغة الإنجليزية', 'نصوص اللغة الفارسية', 'نصوص اللغة العربية']) {
      expect(screen.getByRole('group', { name })).toBeTruthy()
    }
  })
})

describe('the back office’s words', () => {
  const catalogues: Record<string, FeatureMessages> = {
    backOfficeMessages,
    backOfficeCatalogueMessages,
    pageEditorMessages,
    ordersMessages,
    feedbackMessages,
    auditMessages,
    staffMessages,
  }
  // The names of fields as the code and the database know them, and their word-for-word
  // translations ("identifier").
  const internalNames = /uniqueId|unique id|\bpid\b|\bslug\b|\bjson\b|شناسه|معرّف|معرف/i

  it('never show a field by its name in the code', () => {
    const found: string[] = []
    for (const [name, messages] of Object.entries(catalogues)) {
      for (const [locale, set] of Object.entries(messages.sets)) {
        for (const [id, text] of Object.entries(set ?? {})) {
          // A value filled in ({slug}, {n, number}) is shown, never its name.
          const shown = text.replace(/\{\s*\w+\s*(,\s*(number|date|time)[^{}]*)?\}/g, '')
          if (internalNames.test(shown)) found.push(`${name} ${locale} ${id}: ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
