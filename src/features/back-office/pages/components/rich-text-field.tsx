import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useId } from 'react'
import { useIntl } from '../../../../i18n/use-intl'
import { formField, problemColour, quietButton } from '../../../../theme/styles'
import { richTextStyles } from '../../../../theme/rich-text-styles'
import type { MessageIdOf } from '../../../../i18n/define-messages'
import { pageEditorMessages } from '../messages'
import { editableTextStyles } from './editable-text-styles'

/** What the editor's HTML is when it holds no text: the block's text is then empty. */
const emptyHtml = '<p></p>'

/** A button of the toolbar: one mark or block staff may give a text, by Tiptap's name for it. */
interface Format {
  label: MessageIdOf<typeof pageEditorMessages>
  symbol: string
  isActive: (editor: Editor) => boolean
  apply: (editor: Editor) => void
}

/** A format that Tiptap's `name` (with `attributes`) marks, switched on and off by `toggle`. */
function toolbarFormat(
  label: Format['label'],
  symbol: string,
  name: string,
  toggle: (chain: ChainedCommands) => ChainedCommands,
  attributes?: Record<string, unknown>,
): Format {
  return {
    label,
    symbol,
    isActive: (editor) => editor.isActive(name, attributes),
    apply: (editor) => toggle(editor.chain().focus()).run(),
  }
}

/** The marks and blocks staff may give a text: each a button of the toolbar. */
const formats: Format[] = [
  toolbarFormat('editor.rich.bold', 'B', 'bold', (chain) => chain.toggleBold()),
  toolbarFormat('editor.rich.italic', 'I', 'italic', (chain) => chain.toggleItalic()),
  toolbarFormat(
    'editor.rich.heading',
    'H',
    'heading',
    (chain) => chain.toggleHeading({ level: 3 }),
    {
      level: 3,
    },
  ),
  toolbarFormat('editor.rich.bullets', '•', 'bulletList', (chain) => chain.toggleBulletList()),
  toolbarFormat('editor.rich.numbers', '1.', 'orderedList', (chain) => chain.toggleOrderedList()),
]

/**
 * A text block's text, edited as formatted text (Tiptap) rather than typed as HTML: bold, italic,
 * headings and lists from a toolbar, links kept as they are. The HTML it gives is the block's,
 * sanitised by the shop when shown, as any block's. Loaded only with the back office's page
 * editor.
 */
export function RichTextField({
  label,
  value,
  onChange,
  problem,
}: {
  label: string
  value: string
  onChange: (html: string) => void
  problem?: string
}) {
  const { t } = useIntl(pageEditorMessages)
  const id = useId()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        // A link keeps what its HTML says: no target or rel of the editor's own, and a click
        // places the caret rather than opening it.
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    // Its own `<style>` would be refused by the page's CSP: the field styles the text instead.
    injectCSS: false,
    // Rendered after hydration: the server has no editor to draw.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `${id}-text`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-problem` } : {}),
        dir: 'auto',
        'data-rich-text': '',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML()
      onChange(html === emptyHtml ? '' : html)
    },
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      formats.map((format) => (current ? format.isActive(current) : false)),
  })
  return (
    <Box>
      {/* The editor is no form control a <label> could name: a click on its name focuses it. */}
      <chakra.span
        id={`${id}-label`}
        display="block"
        fontWeight="medium"
        mb="1"
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </chakra.span>
      <Box
        role="group"
        aria-label={t('editor.rich.toolbar')}
        aria-controls={`${id}-text`}
        display="flex"
        gap="1"
        mb="1"
      >
        {formats.map((format, index) => (
          <chakra.button
            key={format.label}
            type="button"
            aria-pressed={active?.[index] ?? false}
            disabled={!editor}
            onClick={() => editor && format.apply(editor)}
            {...quietButton}
            fontWeight={format.symbol === 'B' ? 'bold' : undefined}
            fontStyle={format.symbol === 'I' ? 'italic' : undefined}
            bg={active?.[index] ? 'bg.emphasized' : undefined}
          >
            <span aria-hidden="true">{format.symbol}</span>
            <chakra.span srOnly>{t(format.label)}</chakra.span>
          </chakra.button>
        ))}
      </Box>
      <Box
        id={id}
        {...formField}
        minH="32"
        borderColor={problem ? problemColour : 'gray.600'}
        py="2"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
        css={{
          ...editableTextStyles,
          '& .tiptap': { outline: 'none', minHeight: '24' },
          ...richTextStyles,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {problem && (
        <chakra.p id={`${id}-problem`} color={problemColour} mt="1">
          {problem}
        </chakra.p>
      )}
    </Box>
  )
}
