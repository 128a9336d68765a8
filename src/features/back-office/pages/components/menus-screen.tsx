import { Box } from '@chakra-ui/react/box'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { RetryNotice } from '../../../../components/retry-notice'
import { TextField } from '../../../../components/form/text-field'
import { saveMenuCall } from '../../../../contract/back-office-pages'
import { languages, type Language } from '../../../../contract/common'
import { menuNames } from '../../../../contract/content'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { sectionScreen } from '../../components/back-office-screen'
import { DraftFields } from '../../components/draft-fields'
import { StaffForm } from '../../components/staff-form'
import { backOfficeMessages } from '../../messages'
import { editableMenuQuery, menuKeys, type MenuName } from '../api/page-queries'
import { pageEditorMessages } from '../messages'
import { ChoiceField } from '../../../../components/form/choice-field'
import { OrderButtons } from './order-buttons'

type Item = { title: string; link: string }

/** `/admin/menus`: a menu of a language, item by item. */
export const MenusScreen = sectionScreen('backOffice.menus', MenuChoice)

function MenuChoice() {
  const { t } = useIntl(pageEditorMessages)
  const languageNames = useIntl(backOfficeMessages)
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
        <ChoiceField
          label={t('editor.pages.language')}
          value={lang}
          choices={languages.map((value) => ({
            value,
            label: languageNames.t(`backOffice.language.${value}`),
          }))}
          onChange={setLang}
        />
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
  const refusal = useFieldRefusal()
  const [title, setTitle] = useState(stored.title)
  const [items, setItems] = useState(stored.items)
  const save = useStaffWrite(saveMenuCall, { changes: [menuKeys.all] })
  return (
    <StaffForm
      write={save}
      onSend={() => save.mutate({ lang, menu, title, items })}
      label={t('editor.menus.save')}
      busyLabel={t('editor.menus.saving')}
      done={save.isSuccess && t('editor.menus.saved')}
      gap="4"
      maxW="none"
      data-menu-editor={menu}
    >
      <TextField
        name="title"
        label={t('editor.menus.title')}
        value={title}
        onChange={setTitle}
        autoComplete="off"
        problem={refusal(save.error, 'title')}
      />
      {items.map((item, index) => (
        <chakra.fieldset
          key={index}
          data-menu-item={index}
          borderWidth="1px"
          borderColor="border"
          rounded="lg"
          p="3"
          display="grid"
          gap="2"
        >
          <chakra.legend px="1" fontWeight="semibold">
            {t('editor.menus.item', { n: index + 1 })}
          </chakra.legend>
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
        </chakra.fieldset>
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
