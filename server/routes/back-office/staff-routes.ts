import type { FastifyPluginAsync } from 'fastify'
import {
  auditListCall,
  auditPerPage,
  setAreasCall,
  setRoleCall,
  staffListCall,
  staffPerPage,
} from '../../../src/contract/back-office-staff'
import { badRequest } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { setAreas, setRole, StaffAccountProblem } from '../../services/staff-accounts'

/** The admin's part of the back office: who is staff, and the audit of every change. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const { accountsRepository, auditRepository } = app

  registerCall(app, auditListCall, async ({ body }) => {
    const { rows, total } = await auditRepository.page(
      { subject: body.subject || undefined, action: body.action || undefined },
      pageWindow(body.page, auditPerPage),
    )
    return pagedList(rows, total, body.page, auditPerPage)
  })

  registerCall(app, staffListCall, async ({ body }) => {
    const { rows, total } = await accountsRepository.staffPage(pageWindow(body.page, staffPerPage))
    return pagedList(rows, total, body.page, staffPerPage)
  })

  registerCall(app, setAreasCall, async ({ body, user }) => {
    try {
      return { status: true, user: await setAreas(app.db, body.email, body.areas, user) }
    } catch (problem) {
      if (problem instanceof StaffAccountProblem)
        throw badRequest(problem.message, problem.problems)
      throw problem
    }
  })

  registerCall(app, setRoleCall, async ({ body, user }) => {
    try {
      const changed = await setRole(app.db, body.email, body.role, user)
      return { status: true, user: changed }
    } catch (problem) {
      if (problem instanceof StaffAccountProblem)
        throw badRequest(problem.message, problem.problems)
      throw problem
    }
  })
}
