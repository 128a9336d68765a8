import { keyframes } from '@emotion/react'

const caretBlink = keyframes({ to: { visibility: 'hidden' } })

/**
 * What the formatted-text editor needs of its editable element, as Tiptap's own stylesheet
 * gives it: white space kept as typed, and ProseMirror's carets and helpers. Given with the
 * shop's styles, which carry the page's nonce; the `<style>` Tiptap adds itself carries none,
 * and the page's CSP refuses it.
 */
export const editableTextStyles = {
  '& .ProseMirror': {
    position: 'relative',
    wordWrap: 'break-word',
    whiteSpace: 'break-spaces',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
  },
  '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
  '& .ProseMirror [contenteditable="false"] [contenteditable="true"]': { whiteSpace: 'pre-wrap' },
  '& .ProseMirror pre': { whiteSpace: 'pre-wrap' },
  '& img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    margin: '0 !important',
    width: '0 !important',
    height: '0 !important',
  },
  '& .ProseMirror-gapcursor': {
    display: 'none',
    pointerEvents: 'none',
    position: 'absolute',
    margin: '0',
  },
  '& .ProseMirror-gapcursor::after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: '-2px',
    width: '20px',
    borderTop: '1px solid black',
    animation: `${caretBlink} 1.1s steps(2, start) infinite`,
  },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
} as const
