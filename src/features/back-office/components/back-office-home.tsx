import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link, linkOptions, type LinkOptions } from '@tanstack/react-router'
import { type AccountUser } from '../../../contract/accounts'
import { mayWorkIn, type StaffArea } from '../../../contract/roles'
import type { BackOfficeTodo } from '../../../contract/back-office-home'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { todoQuery } from '../api/todo-queries'
import { useStaffQuery } from '../api/use-staff-query'
import { backOfficeMessages } from '../messages'
import { useStaff } from '../staff-context'
import { sectionScreen } from './back-office-screen'
import { StaffNewsChoice } from './staff-news'
import { StaffWriteProblem } from './staff-write-problem'

/** The back office's first screen: what needs doing now, each count a way to it, and today. */
export const BackOfficeHome = sectionScreen('backOffice.title', Todo)

function Todo() {
  const { t } = useIntl(backOfficeMessages)
  const { user } = useStaff()
  const todo = useStaffQuery(todoQuery())
  if (!todo.data) {
    return todo.isError ? (
      <Box mt="4">
        <StaffWriteProblem error={todo.error} read />
      </Box>
    ) : (
      <chakra.p role="status" mt="4" color="fg.muted">
        {t('backOffice.opening')}
      </chakra.p>
    )
  }
  return <TodoCounts todo={todo.data} user={user} />
}

/** One thing waiting: its words and count, the area it belongs to, and the way to it. */
interface TodoItem {
  key: string
  area: StaffArea
  text: string
  count: number
  link: LinkOptions
}

/** The counts and links of the areas the staff member works in; the others are not theirs. */
function TodoCounts({ todo, user }: { todo: BackOfficeTodo; user: AccountUser }) {
  const { t } = useIntl(backOfficeMessages)
  const opens = (area: StaffArea) => mayWorkIn(user, area)
  const items: TodoItem[] = [
    {
      key: 'toConfirm',
      area: 'orders',
      text: t('backOffice.todo.toConfirm', { count: todo.toConfirm }),
      count: todo.toConfirm,
      link: linkOptions({ to: '/admin/orders', search: { status: 'placed' } }),
    },
    {
      key: 'awaitingPayment',
      area: 'orders',
      text: t('backOffice.todo.awaitingPayment', { count: todo.awaitingPayment }),
      count: todo.awaitingPayment,
      link: linkOptions({ to: '/admin/orders', search: { status: 'awaiting_payment' } }),
    },
    {
      key: 'questions',
      area: 'feedback',
      text: t('backOffice.todo.questions', { count: todo.questionsWaiting }),
      count: todo.questionsWaiting,
      link: linkOptions({ to: '/admin/questions' }),
    },
    {
      key: 'lowStock',
      area: 'catalogue',
      text: t('backOffice.todo.lowStock', { count: todo.lowStock, at: todo.lowStockAt }),
      count: todo.lowStock,
      link: linkOptions({ to: '/admin/products', search: { low: 1 } }),
    },
  ]
  const shown = items.filter((item) => opens(item.area))
  return (
    <>
      <chakra.section mt="6" aria-labelledby="todo-heading">
        <Heading as="h2" size="lg" id="todo-heading">
          {t('backOffice.todo.heading')}
        </Heading>
        {shown.length === 0 ? (
          <chakra.p mt="2" color="fg.muted">
            {t('backOffice.todo.noArea')}
          </chakra.p>
        ) : (
          <chakra.ul listStyleType="none" p="0" mt="2">
            {shown.map((item) => (
              <chakra.li key={item.key} py="2" data-todo={item.key} data-count={item.count}>
                {item.count === 0 ? (
                  <chakra.span color="fg.muted">{item.text}</chakra.span>
                ) : (
                  <Link {...item.link}>
                    <chakra.span {...textLink} fontWeight="semibold">
                      {item.text}
                    </chakra.span>
                  </Link>
                )}
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </chakra.section>
      {opens('orders') ? <Today today={todo.today} /> : null}
      <StaffNewsChoice />
    </>
  )
}

/** How today went: the orders placed and their sales, and the orders cancelled. */
function Today({ today }: { today: BackOfficeTodo['today'] }) {
  const { t, price } = useIntl(backOfficeMessages)
  return (
    <chakra.section mt="6" aria-labelledby="today-heading" data-today="">
      <Heading as="h2" size="lg" id="today-heading">
        {t('backOffice.today.heading')}
      </Heading>
      <chakra.p mt="2" fontWeight="semibold" data-today-orders={today.orders}>
        {t('backOffice.today.orders', { count: today.orders, sales: price(today.sales) })}
      </chakra.p>
      <chakra.p mt="1" color="fg.muted">
        {t('backOffice.today.cancelled', { count: today.cancelled })}
      </chakra.p>
    </chakra.section>
  )
}
