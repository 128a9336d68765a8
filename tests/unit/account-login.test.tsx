// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkTokenCall, loginCall } from '../../src/contract/accounts'
import { readToken, storeToken } from '../../src/lib/login-token'
import { knownAccount, liveToken } from './msw/account-handlers'
import { besideField, field, startAccountApi, type } from './account-form'
import { renderLoginScreen } from './msw/render-login-screen'

const { seen } = startAccountApi()

async function loginForm(path?: string) {
  const rendered = renderLoginScreen(path)
  await screen.findByRole('heading', { level: 1, name: 'Log in' })
  await screen.findByLabelText('Email or phone number')
  return rendered
}

describe('the login form', () => {
  it('asks for email or phone and password, with ways to reset and to register', async () => {
    await loginForm()
    expect(field('Password').getAttribute('type')).toBe('password')
    expect(field('Email or phone number').getAttribute('autocomplete')).toBe('username')
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'No account yet? Register' })).toBeTruthy()
  })

  it('checks the fields in the browser with the contract’s rules before sending', async () => {
    await loginForm()
    type('Email or phone number', '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(besideField('Email or phone number')).toBe('Enter your email or phone number.'),
    )
    expect(besideField('Password')).toBe('Password is required.')
    expect(field('Email or phone number').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Email or phone number'))
    expect(seen.get(loginCall.path)).toBeUndefined()

    // Editing a field clears its message, and only its own.
    type('Password', 'x')
    expect(besideField('Password')).toBe('')
    expect(besideField('Email or phone number')).toBe('Enter your email or phone number.')
  })

  it('shows the shop’s refusal, and any edit clears it', async () => {
    await loginForm()
    type('Email or phone number', knownAccount.email)
    type('Password', 'not-the-password')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not log you in')
    expect(alert.textContent).toContain('The email, phone number or password is not correct.')
    expect(readToken()).toBeNull()

    type('Email or phone number', knownAccount.phone)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the token and goes on through /account/redirect with the redirect', async () => {
    const { router, queryClient } = await loginForm('/account/login?redirect=/about')
    type('Email or phone number', ` ${knownAccount.phone} `)
    type('Password', knownAccount.password)
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/redirect'))
    expect(router.state.location.search).toEqual({ redirect: '/about' })
    expect(readToken()).toBe(liveToken)
    expect(seen.get(loginCall.path)).toEqual([
      {
        userName: ` ${knownAccount.phone} `,
        password: knownAccount.password,
        // The browser's cart joins the account's.
        session: localStorage.getItem('session'),
      },
    ])
    // What the login answered is known: the token is not checked again, the user not asked for.
    expect(seen.get(checkTokenCall.path)).toBeUndefined()
    expect(queryClient.getQueryData(['account', 'user', liveToken, 'EN'])).toMatchObject({
      email: knownAccount.email,
    })
  })

  it('switching to another form and back starts empty, without the error', async () => {
    await loginForm()
    type('Email or phone number', knownAccount.email)
    type('Password', 'not-the-password')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'No account yet? Register' }))
    await screen.findByRole('heading', { level: 1, name: 'Create an account' })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Log in' }))
    await screen.findByRole('heading', { level: 1, name: 'Log in' })
    expect((field('Email or phone number') as HTMLInputElement).value).toBe('')
    expect((field('Password') as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('speaks the page’s language: Persian', async () => {
    renderLoginScreen('/account/login', 'fa')
    await screen.findByRole('heading', { level: 1, name: 'ورود' })
    type('ایمیل یا شماره تلفن', knownAccount.email)
    type('رمز عبور', 'not-the-password')
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('ورود انجام نشد')
    expect(alert.textContent).toContain('ایمیل، شماره تلفن یا رمز عبور درست نیست.')
  })
})

describe('a stored login', () => {
  it('that the shop accepts goes on to /account/redirect without showing the form', async () => {
    storeToken(liveToken)
    const { router } = renderLoginScreen('/account/login?redirect=/product/all')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/redirect'))
    expect(router.state.location.search).toEqual({ redirect: '/product/all' })
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(seen.get(checkTokenCall.path)).toHaveLength(1)
  })

  it('that the shop refuses is forgotten, and the login form says the login ended', async () => {
    storeToken('a-token-that-expired')
    const { router } = renderLoginScreen()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('You are logged out')
    expect(alert.textContent).toContain('Your login has ended. Log in again.')
    expect(readToken()).toBeNull()
    expect(router.state.location.pathname).toBe('/account/login')

    type('Email or phone number', 'd')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
