import { useMutation } from '@tanstack/react-query'
import type {
  loginCall,
  registerAccountCall,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../contract/accounts'
import type { CallRequest, CallResponse } from '../../../contract/call'
import { useLanguage } from '../../../i18n/use-intl'
import { logIn, register, requestPasswordReset, resetPassword } from './auth'

/**
 * Logs in with an email or phone and a password (this browser's cart joins the account's); never
 * queued, as no account write is: it needs the network.
 */
export function useLogin(onLoggedIn: (answer: CallResponse<typeof loginCall>) => void) {
  const { lang } = useLanguage()
  return useMutation({
    mutationFn: (values: Omit<CallRequest<typeof loginCall>, 'session'>) => logIn(values, lang),
    onSuccess: onLoggedIn,
  })
}

/** Creates the account and logs it in. */
export function useRegister(
  onRegistered: (answer: CallResponse<typeof registerAccountCall>) => void,
) {
  const { lang } = useLanguage()
  return useMutation({
    mutationFn: (values: Omit<CallRequest<typeof registerAccountCall>, 'session'>) =>
      register(values, lang),
    onSuccess: onRegistered,
  })
}

/** Asks for a reset link to be mailed to the account of an email or phone number. */
export function useResetRequest() {
  const { lang } = useLanguage()
  return useMutation({
    mutationFn: (values: CallRequest<typeof requestPasswordResetCall>) =>
      requestPasswordReset(values, lang),
  })
}

/** Sets a new password with the token of the reset link the visitor opened. */
export function useNewPassword(token: string, onSaved: () => void) {
  const { lang } = useLanguage()
  return useMutation({
    mutationFn: (values: Omit<CallRequest<typeof resetPasswordCall>, 'token'>) =>
      resetPassword({ ...values, token }, lang),
    onSuccess: onSaved,
  })
}
