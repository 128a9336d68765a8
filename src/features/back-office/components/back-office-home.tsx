import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { BackOfficeTodo } from '../../../contract/back-office-home'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { todoQueryOptions } from '../api/todo'
import { backOfficeMessages } from '../messages'
import type { Staff } from '../staff-context'
import { BackOfficeScreen } from './back-office-screen'
import { StaffWriteProblem } from './staff-write-problem'

/** The back office's first screen: what needs doing now, each count a way to it, and today. */
export function BackOfficeHome() {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.title')}>
      {(staff) => <Todo staff={staff} />}
    </BackOfficeScreen>
  )
}

function Todo({ staff }: { staff: Staff }) {
  const { t } = useIntl(backOfficeMessages)
  const { lang } = useLanguage()
  const todo = useQuery(todoQueryOptions({ lang, token: staff.token }))
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
  return <TodoCounts todo={todo.data} />
}

function TodoCounts({ todo }: { todo: BackOfficeTodo }) {
  const { t, price } = useIntl(backOfficeMessages)
  const items = [
    {
      key: 'toConfirm',
      text: t('backOffice.todo.toConfirm', { count: todo.toConfirm }),
      count: todo.toConfirm,
      link: (text: ReactNode) => (
        <Link to="/admin/orders" search={{ status: 'placed' }}>
          {text}
        </Link>
      ),
    },
    {
      key: 'awaitingPayment',
      text: t('backOffice.todo.awaitingPayment', { count: todo.awaitingPayment }),
      count: todo.awaitingPayment,
      link: (text: ReactNode) => (
        <Link to="/admin/orders" search={{ status: 'awaiting_payment' }}>
          {text}
        </Link>
      ),
    },
    {
      key: 'questions',
      text: t('backOffice.todo.questions', { count: todo.questionsWaiting }),
      count: todo.questionsWaiting,
      link: (text: ReactNode) => <Link to="/admin/questions">{text}</Link>,
    },
    {
      key: 'lowStock',
      text: t('backOffice.todo.lowStock', { count: todo.lowStock, at: todo.lowStockAt }),
      count: todo.lowStock,
      link: (text: ReactNode) => (
        <Link to="/admin/products" search={{ low: 1 }}>
          {text}
        </Link>
      ),
    },
  ]
  return (
    <>
      <chakra.section mt="6" aria-labelledby="todo-heading">
        <Heading as="h2" size="lg" id="todo-heading">
          {t('backOffice.todo.heading')}
        </Heading>
        <chakra.ul listStyleType="none" p="0" mt="2">
          {items.map((item) => (
            <chakra.li key={item.key} py="2" data-todo={item.key} data-count={item.count}>
              {item.count === 0 ? (
                <chakra.span color="fg.muted">{item.text}</chakra.span>
              ) : (
                item.link(
                  <chakra.span {...textLink} fontWeight="semibold">
                    {item.text}
                  </chakra.span>,
                )
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      </chakra.section>
      <chakra.section mt="6" aria-labelledby="today-heading" data-today="">
        <Heading as="h2" size="lg" id="today-heading">
          {t('backOffice.today.heading')}
        </Heading>
        <chakra.p mt="2" fontWeight="semibold" data-today-orders={todo.today.orders}>
          {t('backOffice.today.orders', {
            count: todo.today.orders,
            sales: price(todo.today.sales),
          })}
        </chakra.p>
        <chakra.p mt="1" color="fg.muted">
          {t('backOffice.today.cancelled', { count: todo.today.cancelled })}
        </chakra.p>
      </chakra.section>
    </>
  )
}
