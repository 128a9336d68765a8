/** `%text%` for LIKE with its wildcards taken literally (escaped with `\`). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
