// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionStatus } from '../../src/features/shell/components/connection-status'
import { renderWithShop } from './msw/render-with-shop'

afterEach(() => onlineManager.setOnline(true))

/** Renders after the status, before its effects run: the app goes offline in between. */
function GoesOfflineAsThePageStarts() {
  onlineManager.setOnline(false)
  return null
}

describe('the connection status', () => {
  it('says the shop is offline when the app went offline as the status started', async () => {
    onlineManager.setOnline(true)
    renderWithShop(
      <>
        <ConnectionStatus />
        <GoesOfflineAsThePageStarts />
      </>,
    )
    expect(await screen.findByText(/You are offline/)).toBeTruthy()
    expect(document.querySelector('[data-connection]')?.getAttribute('data-connection')).toBe(
      'offline',
    )
  })
})
