// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerAccountCall } from '../../src/contract/accounts'
import { readToken } from '../../src/lib/login-token'
import { knownAccount } from './msw/account-handlers'
import { answer, apiError } from './msw/handlers'
import { besideField, field, startAccountApi, type } from './account-form'
import { renderLoginScreen } from './msw/render-login-screen'

const { server, seen } = startAccountApi()

async function registerForm(locale: 'en' | 'ar' = 'en') {
  const rendered = renderLoginScreen('/account/login', locale)
  const toRegister = locale === 'en' ? 'No account yet? Register' : 'ليس لديك حساب؟ سجّل الآن'
  fireEvent.click(await screen.findByRole('button', { name: toRegister }))
  return rendered
}

const newVisitor = {
  'First name': 'Reza',
  'Last name': 'Karimi',
  Email: 'reza@example.com',
  'Phone number': '0912 345 6789',
  Password: 'a-good-password',
  'Repeat the password': 'a-good-password',
}

function fill(values: Partial<typeof newVisitor>) {
  for (const [label, value] of Object.entries({ ...newVisitor, ...values })) type(label, value)
  fireEvent.click(screen.getByRole('button', { name: 'Register' }))
}

describe('the register form', () => {
  it('asks for name, email, phone and the password twice', async () => {
    await registerForm()
    await screen.findByRole('heading', { level: 1, name: 'Create an account' })
    for (const label of Object.keys(newVisitor)) expect(field(label)).toBeTruthy()
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password')
    expect(screen.getByText('At least 8 characters.')).toBeTruthy()
  })

  it('checks every field in the browser with the contract’s rules, sending nothing', async () => {
    await registerForm()
    fill({
      'First name': ' ',
      'Last name': 'x'.repeat(51),
      Email: 'not-an-email',
      'Phone number': '12',
      Password: 'short',
      'Repeat the password': 'other',
    })
    await waitFor(() => expect(besideField('First name')).toBe('First name is required.'))
    expect(besideField('Last name')).toBe('At most 50 characters.')
    expect(besideField('Email')).toBe('Enter a valid email address, e.g. name@example.com.')
    expect(besideField('Phone number')).toBe(
      'Phone number must be 7 to 15 digits, optionally starting with +.',
    )
    expect(besideField('Password')).toBe('Password must be at least 8 characters.')
    expect(besideField('Repeat the password')).toBe('The two passwords do not match.')
    expect(document.activeElement).toBe(field('First name'))
    expect(seen.get(registerAccountCall.path)).toBeUndefined()
  })

  it('refuses a confirmation that does not match, even when every other field is right', async () => {
    await registerForm()
    fill({ 'Repeat the password': 'a-good-passwore' })
    await waitFor(() =>
      expect(besideField('Repeat the password')).toBe('The two passwords do not match.'),
    )
    expect(besideField('Password')).toBe('')
    expect(seen.get(registerAccountCall.path)).toBeUndefined()
  })

  it('says which contacts another account has, above the fields the shop refused', async () => {
    await registerForm()
    fill({ Email: knownAccount.email, 'Phone number': knownAccount.phone })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not create the account')
    expect(alert.textContent).toContain(
      'An account with this email and phone number already exists. Log in, or reset its password.',
    )
    expect(alert.textContent).not.toContain('Check the fields marked below')
    expect(besideField('Email')).toBe('An account with this email already exists.')
    expect(besideField('Phone number')).toBe('An account with this phone number already exists.')
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(readToken()).toBeNull()

    // Any edit clears what the shop said.
    type('Email', 'someone.else@example.com')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(besideField('Phone number')).toBe('')
  })

  it('shows a field message of the shop’s that the browser did not foresee as it came', async () => {
    server.use(
      answer(registerAccountCall, () =>
        apiError(400, 'validation_failed', 'Invalid request: lname', {
          lname: 'Last name contains characters the shop cannot store.',
        }),
      ),
    )
    await registerForm()
    fill({})
    await screen.findByRole('alert')
    expect(besideField('Last name')).toBe('Last name contains characters the shop cannot store.')
  })

  it('says only that the email is taken when the phone number is free', async () => {
    await registerForm()
    fill({ Email: knownAccount.email })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'An account with this email already exists. Log in, or reset its password.',
    )
    expect(besideField('Phone number')).toBe('')
  })

  it('shows the shop’s own message when its refusal names no field of the form', async () => {
    server.use(
      answer(registerAccountCall, () =>
        apiError(400, 'validation_failed', 'Registrations are closed for maintenance until noon.'),
      ),
    )
    await registerForm()
    fill({})
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not create the account')
    expect(alert.textContent).toContain('Registrations are closed for maintenance until noon.')
    expect(alert.textContent).not.toContain('Check the fields marked below')
  })

  it('says the shop could not be reached when it does not answer', async () => {
    server.use(answer(registerAccountCall, () => apiError(503, 'service_unavailable', 'Later.')))
    await registerForm()
    fill({})
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shop could not be reached. Try again.',
    )
  })

  it('says the shop failed, that no account was made, and the id to quote (a 500)', async () => {
    server.use(
      answer(registerAccountCall, () =>
        apiError(500, 'internal_error', 'Something went wrong on our side.', undefined, 'req-42'),
      ),
    )
    await registerForm()
    fill({})
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not create the account')
    expect(alert.textContent).toContain(
      'Something went wrong in the shop itself, not with your connection, so nothing was saved.',
    )
    expect(alert.textContent).not.toContain('could not be reached')
    expect(alert.textContent).not.toContain('Something went wrong on our side.')
    expect(alert.querySelector('code[dir="ltr"]')?.textContent).toBe('req-42')
  })

  it('registers, keeps the new login and goes on to the account', async () => {
    const { router } = await registerForm()
    fill({})
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/redirect'))
    expect(readToken()).toBe('token-of-a-new-account')
    expect(seen.get(registerAccountCall.path)).toEqual([
      {
        fname: 'Reza',
        lname: 'Karimi',
        email: 'reza@example.com',
        phone: '0912 345 6789',
        password: 'a-good-password',
        curent_password: 'a-good-password',
        // The browser's cart joins the new account.
        session: localStorage.getItem('session'),
      },
    ])
  })

  it('speaks Arabic, with its field messages', async () => {
    await registerForm('ar')
    await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب' })
    fireEvent.click(screen.getByRole('button', { name: 'التسجيل' }))
    await waitFor(() => expect(besideField('الاسم الأول')).toBe('الاسم الأول مطلوب.'))
    expect(besideField('البريد الإلكتروني')).toBe('البريد الإلكتروني مطلوب.')
  })
})
