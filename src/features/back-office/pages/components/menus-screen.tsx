import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { RetryNotice } from '../../../../components/retry-notice'
import { saveMenuCall } from '../../../../contract/back-office-pages'
import type { Language } from '../../../../contract/common'
import { menuNames } from '../../../../contract/content'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { sectionScreen } from '../../components/back-office-screen'
import { BoxedFieldset } from '../../components/boxed-fieldset'
import { DraftFields } from '../../components/draft-fields'
import { StaffForm } from '../../components/staff-form'
import { editableMenuQuery, menuKeys, type MenuName } from '../api/page-queries'
import { pageEditorMessages } from '../messages'
import { ChoiceField } from '../../../../components/form/choice-field'
import { LanguageChoiceField } from './language-choice-field'
import { OrderButtons } from './order-buttons'

type Item = { title: string; link: string }

/** `/admin/menus`: a menu of a language, item by item. */
export const MenusScreen = sectionScreen('backOffice.menus', MenuChoice)

function MenuChoice() {
  const { t } = useIntl(pageEditorMessages)
  const { lang: shown } = useLanguage()
  const [lang, setLang] = useState<Language>(shown)
  const [menu, setMenu] = useState<MenuName>('main_menu')
  const stored = useStaffQuery(editableMenuQuery(lang, menu))
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('editor.menus.intro')}
      </chakra.p>
      <Box display="flex" flexWrap="wrap" gap="3" mt="4">
        <LanguageChoiceField value={lang} onChange={setLang} />
        <ChoiceField
          label={t('editor.menus.menu')}
          value={menu}
          choices={menuNames.map((value) => ({ value, label: t(`editor.menus.${value}`) }))}
          onChange={setMenu}
        />
      </Box>
      {stored.isError && (
        <RetryNotice onRetry={() => void stored.refetch()} retrying={stored.isFetching} />
      )}
      {stored.data && (
        <MenuEditor
          key={`${lang}/${menu}`}
          lang={lang}
          menu={menu}
          title={stored.data.title}
          items={stored.data.items}
        />
      )}
    </>
  )
}

function MenuEditor({
  lang,
  menu,
  ...stored
}: {
  lang: Language
  menu: MenuName
  title: string
  items: Item[]
}) {
  const { t } = useIntl(pageEditorMessages)
  const [named, setNamed] = useState({ title: stored.title })
  const [items, setItems] = useState(stored.items)
  const save = useStaffWrite(saveMenuCall, { changes: [menuKeys.all] })
  return (
    <StaffForm
      write={save}
      onSend={() => save.mutate({ lang, menu, title: named.title, items })}
      label={t('editor.menus.save')}
      busyLabel={t('editor.menus.saving')}
      done={save.isSuccess && t('editor.menus.saved')}
      gap="4"
      maxW="none"
      data-menu-editor={menu}
    >
      <DraftFields
        fields={[{ key: 'title', label: t('editor.menus.title') }]}
        value={named}
        onChange={setNamed}
        error={save.error}
      />
      {items.map((item, index) => (
        <BoxedFieldset
          key={index}
          legend={t('editor.menus.item', { n: index + 1 })}
          data-menu-item={index}
          p="3"
          gap="2"
        >
          <DraftFields
            fields={[
              { key: 'title', label: t('editor.menus.itemTitle') },
              { key: 'link', label: t('editor.field.link'), ltr: true },
            ]}
            value={item}
            onChange={(next) => setItems(items.map((each, at) => (at === index ? next : each)))}
            error={save.error}
            at={`items.${String(index)}`}
            name={({ key }) => `item-${String(index)}-${key}`}
          />
          <OrderButtons list={items} index={index} onChange={setItems} />
        </BoxedFieldset>
      ))}
      <Box>
        <chakra.button
          type="button"
          onClick={() => setItems([...items, { title: '', link: '/' }])}
          {...outlineButton}
        >
          {t('editor.menus.add')}
        </chakra.button>
      </Box>
    </StaffForm>
  )
}
