/** Browsers by what their User-Agent says, the more particular first (Edge says Chrome too). */
const browsers: [RegExp, string][] = [
  [/\bEdg(A|iOS|e)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // Headless Chromium names itself HeadlessChrome.
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A device as a person knows it, from its browser's User-Agent: its browser and system by their
 * own names ("Chrome", "Android"; '' when not known), which a page puts in its own words.
 */
export function deviceOf(userAgent: string | undefined): { browser: string; system: string } {
  const agent = userAgent ?? ''
  return {
    browser: browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? '',
    system: systems.find(([pattern]) => pattern.test(agent))?.[1] ?? '',
  }
}
