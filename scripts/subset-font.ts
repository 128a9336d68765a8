/**
 * Makes the Persian/Arabic web font of FA and AR pages: Vazirmatn's variable font (from
 * @fontsource-variable/vazirmatn, the Arabic-script part of it) cut down to the characters in
 * src/theme/fonts/arabic-script-ranges.ts and to weights 400-700 (the shop's normal ... bold),
 * written as WOFF2 with the font's licence beside it. The output is committed, so builds never run
 * this; run it again (`npx tsx scripts/subset-font.ts`) only when the characters or the font change.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import { arabicScriptRanges, rangeCharacters } from '../src/theme/fonts/arabic-script-ranges'

const sourcePackage = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/vazirmatn/package.json'),
)
const source = join(sourcePackage, 'files/vazirmatn-arabic-wght-normal.woff2')
const fontsDir = resolve(import.meta.dirname, '../src/theme/fonts')
const output = join(fontsDir, 'vazirmatn-arabic.woff2')

const subset = await subsetFont(await readFile(source), rangeCharacters(arabicScriptRanges), {
  targetFormat: 'woff2',
  // One variable file for 400 (normal), 500 (medium), 600 (semibold) and 700 (bold) is smaller
  // than two static files for 400 and 700 alone.
  variationAxes: { wght: { min: 400, max: 700, default: 400 } },
})
await writeFile(output, subset)
await copyFile(join(sourcePackage, 'LICENSE'), join(fontsDir, 'vazirmatn-license.txt'))
console.log(`${output}: ${subset.length} bytes`)
