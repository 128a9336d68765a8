// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountUser } from '../../src/contract/accounts'
import { reviewVisibilityCall } from '../../src/contract/back-office-feedback'
import { useStaffWrite } from '../../src/features/back-office/api/use-staff-write'
import { StaffWriteProblem } from '../../src/features/back-office/components/staff-write-problem'
import { StaffContext } from '../../src/features/back-office/staff-context'
import { answer, apiError, MockFailure } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()
const requestId = 'req-7f3e9a21'
/** The staff member the back office is open for (the screens read only the token here). */
const staff = { token: 'staff-token', user: {} as AccountUser }

/** A back-office change (hiding a review) with its problem shown as the screens show it. */
function HideReview() {
  const hide = useStaffWrite(reviewVisibilityCall, { changes: [] })
  return (
    <>
      <button type="button" onClick={() => hide.mutate({ review: 3, hidden: true })}>
        Hide
      </button>
      <StaffWriteProblem error={hide.error} />
    </>
  )
}

async function renderChange(locale: 'en' | 'ar' = 'en') {
  renderWithShop(
    <StaffContext.Provider value={staff}>
      <HideReview />
    </StaffContext.Provider>,
    { locale },
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Hide' }))
  return screen.findByRole('alert')
}

describe('a back-office change the shop fails (a 500)', () => {
  it('says nothing was saved and shows the request id to give the shop’s support', async () => {
    server.use(
      answer(reviewVisibilityCall, () =>
        apiError(500, 'internal_error', 'Something went wrong on our side.', undefined, requestId),
      ),
    )
    const alert = await renderChange()
    expect(alert.textContent).toContain(
      'Something went wrong in the shop itself, not with your connection, so nothing was saved.',
    )
    expect(alert.textContent).toContain('give this reference to the shop’s technical support:')
    expect(alert.textContent).not.toContain('Something went wrong on our side.')
    const id = alert.querySelector('code')
    expect(id?.textContent).toBe(requestId)
    expect(id?.getAttribute('dir')).toBe('ltr')
  })

  it('takes the id from the X-Request-Id header when the body has none, in Arabic', async () => {
    server.use(
      answer(
        reviewVisibilityCall,
        () =>
          new MockFailure(
            new HttpResponse('Internal Server Error', {
              status: 500,
              headers: { 'x-request-id': requestId },
            }),
          ),
      ),
    )
    const alert = await renderChange('ar')
    expect(alert.textContent).toContain('حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم يُحفَظ شيء.')
    expect(alert.querySelector('code')?.textContent).toBe(requestId)
  })

  it('without an id, says what to do without one', async () => {
    server.use(answer(reviewVisibilityCall, () => apiError(502, 'internal_error', 'Bad gateway.')))
    const alert = await renderChange()
    expect(alert.textContent).toContain('so nothing was saved.')
    expect(alert.textContent).toContain(
      'Try again in a moment. If it keeps failing, tell the shop’s technical support.',
    )
    expect(alert.querySelector('code')).toBeNull()
  })

  it('keeps its own words for a busy shop (503)', async () => {
    server.use(
      answer(reviewVisibilityCall, () =>
        apiError(503, 'service_unavailable', 'Restarting.', undefined, requestId),
      ),
    )
    const alert = await renderChange()
    expect(alert.textContent).toBe('The shop could not do this now: try again in a moment.')
  })
})
