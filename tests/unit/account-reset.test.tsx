// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { requestPasswordResetCall, resetPasswordCall } from '../../src/contract/accounts'
import { readToken, storeToken } from '../../src/lib/login-token'
import { goodResetToken, knownAccount, liveToken, usedResetToken } from './msw/account-handlers'
import { answer, apiError } from './msw/handlers'
import { besideField, field, startAccountApi, type } from './account-form'
import { renderLoginScreen } from './msw/render-login-screen'

const { server, seen } = startAccountApi()

const sentText =
  'If an account matches, we have sent it a link to choose a new password. Check your inbox and spam folder.'

async function resetForm() {
  const rendered = renderLoginScreen()
  fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }))
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' })
  return rendered
}

describe('asking for a reset link', () => {
  it('checks the email or phone in the browser before asking', async () => {
    await resetForm()
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    await waitFor(() =>
      expect(besideField('Email or phone number')).toBe('Enter your email or phone number.'),
    )
    expect(seen.get(requestPasswordResetCall.path)).toBeUndefined()
  })

  it('asks the shop to mail the link and says it is on its way', async () => {
    await resetForm()
    type('Email or phone number', knownAccount.phone)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect((await screen.findByRole('status')).textContent).toBe(sentText)
    expect(seen.get(requestPasswordResetCall.path)).toEqual([{ userName: knownAccount.phone }])
  })

  it('says when the shop asks to wait, and an edit clears it', async () => {
    server.use(
      answer(requestPasswordResetCall, () =>
        apiError(429, 'rate_limited', 'Reset links for this account were asked for several times.'),
      ),
    )
    await resetForm()
    type('Email or phone number', knownAccount.email)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts just now. Wait a few minutes and try again.',
    )
    type('Email or phone number', knownAccount.phone)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the reset failure of spec section 8 when the shop refuses the request', async () => {
    server.use(
      answer(requestPasswordResetCall, () =>
        apiError(400, 'validation_failed', 'Invalid request: userName', {
          userName: 'Email or phone number is too long.',
        }),
      ),
    )
    await resetForm()
    type('Email or phone number', knownAccount.email)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not reset the password')
    expect(alert.textContent).toContain('The account information is not correct.')
    expect(besideField('Email or phone number')).toBe('Email or phone number is too long.')
  })

  it('going back to the login form starts it empty', async () => {
    await resetForm()
    type('Email or phone number', knownAccount.email)
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    await screen.findByRole('status')
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }))
    await screen.findByRole('heading', { level: 1, name: 'Log in' })
    expect((field('Email or phone number') as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('the reset link', () => {
  it('opens the form for the new password, even for a visitor who is logged in', async () => {
    storeToken(liveToken)
    renderLoginScreen(`/account/login?reset=${goodResetToken}`)
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    expect(field('New password').getAttribute('autocomplete')).toBe('new-password')
    expect(field('Repeat the password')).toBeTruthy()
  })

  it('checks the new password in the browser: long enough, typed twice the same', async () => {
    renderLoginScreen(`/account/login?reset=${goodResetToken}`)
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    type('New password', 'short')
    type('Repeat the password', 'shorter')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    await waitFor(() =>
      expect(besideField('New password')).toBe('Password must be at least 8 characters.'),
    )
    expect(besideField('Repeat the password')).toBe('The two passwords do not match.')
    expect(seen.get(resetPasswordCall.path)).toBeUndefined()
  })

  it('sets the new password, then shows the login form with a confirmation', async () => {
    storeToken(liveToken)
    const { router } = renderLoginScreen(
      `/account/login?reset=${goodResetToken}&redirect=/checkout/cart`,
    )
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    type('New password', 'second-password-2')
    type('Repeat the password', 'second-password-2')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    await screen.findByRole('heading', { level: 1, name: 'Log in' })
    expect(screen.getByRole('status').textContent).toBe(
      'Your password was changed. Log in with the new password.',
    )
    expect(router.state.location.search).toEqual({ redirect: '/checkout/cart' })
    // The shop ended every login of the account.
    expect(readToken()).toBeNull()
    expect(seen.get(resetPasswordCall.path)).toEqual([
      {
        token: goodResetToken,
        password: 'second-password-2',
        curent_password: 'second-password-2',
      },
    ])
  })

  it('refused as used, offers to ask for a new link', async () => {
    const { router } = renderLoginScreen(`/account/login?reset=${usedResetToken}`)
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    type('New password', 'second-password-2')
    type('Repeat the password', 'second-password-2')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not reset the password')
    expect(alert.textContent).toContain(
      'This reset link was already used. Ask for a new one if you need it.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }))
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' })
    expect(router.state.location.search).toEqual({})
    expect((field('Email or phone number') as HTMLInputElement).value).toBe('')
  })

  it('refused as unknown, says the link is not valid', async () => {
    renderLoginScreen('/account/login?reset=made-up')
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    type('New password', 'second-password-2')
    type('Repeat the password', 'second-password-2')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link is not valid. Ask for a new one.',
    )
  })
})
