/** Typography of CMS HTML: readable paragraphs, lists and links. */
export const richTextStyles = {
  '& p': { marginBlockEnd: '3' },
  '& p:last-child': { marginBlockEnd: '0' },
  '& ul, & ol': { paddingInlineStart: '6', marginBlockEnd: '3' },
  '& a': { color: 'brand.700', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& h2, & h3': { fontWeight: 'semibold', marginBlock: '3' },
} as const
