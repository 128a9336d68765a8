import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs } from './chromium-path'
import { freePort } from './audit-server'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

export interface AuditRun {
  /** Category scores out of 100. */
  scores: Record<CategoryId, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits that cost points: `id`, title and what Lighthouse measured. */
  failing: { id: string; title: string; detail: string; category: CategoryId }[]
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number
  /** The whole report as HTML, to open in a browser. */
  html: string
}

async function waitForDevtools(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port.')
    await new Promise((done) => setTimeout(done, 100))
  }
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse measured no ${audit}.`)
  return value
}

/** What Lighthouse measured, and the first things it blames (files, issue kinds). */
function auditDetail(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: unknown } | undefined
  // Some insights hold their items as an object, not a list: they blame nothing by name.
  const items = Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : []
  const blamed = items
    .map((item) => item.url ?? item.issueType ?? item.source)
    .filter((value): value is string => typeof value === 'string' && value !== '')
  const shown = [...new Set(blamed)].slice(0, 3).join(', ')
  return [audit.displayValue, audit.explanation, shown].filter(Boolean).join('; ')
}

function failingAudits(result: Result): AuditRun['failing'] {
  const failing: AuditRun['failing'] = []
  // Pass/fail audits first: few, and each one a clear fix; then performance, heaviest first.
  const order: CategoryId[] = ['accessibility', 'best-practices', 'seo', 'performance']
  for (const category of order) {
    const refs = [...(result.categories[category]?.auditRefs ?? [])].sort(
      (a, b) => b.weight - a.weight,
    )
    for (const ref of refs) {
      const audit = result.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 0.9) continue
      if (ref.weight === 0 && category !== 'performance') continue
      failing.push({
        id: audit.id,
        title: audit.title,
        detail: auditDetail(audit),
        category,
      })
    }
  }
  // Performance opportunities carry no weight but say what to fix.
  for (const audit of Object.values(result.audits)) {
    const isOpportunity = audit.details?.type === 'opportunity'
    if (isOpportunity && audit.score !== null && audit.score < 0.9) {
      if (failing.some((f) => f.id === audit.id)) continue
      failing.push({
        id: audit.id,
        title: audit.title,
        detail: auditDetail(audit),
        category: 'performance',
      })
    }
  }
  return failing
}

/**
 * One Lighthouse run with its default (mobile) settings in a fresh headless Chromium, so no run
 * inherits another's cache or service worker.
 */
export async function runLighthouse(executablePath: string, url: string): Promise<AuditRun> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'shop-audit-chromium-'))
  const browser = spawn(
    executablePath,
    [
      ...chromiumArgs,
      '--disable-dev-shm-usage',
      '--disable-extensions',
      '--mute-audio',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  try {
    await waitForDevtools(port)
    const runner = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
    })
    const result = runner?.lhr
    if (!result || typeof runner.report !== 'string')
      throw new Error(`Lighthouse returned no result for ${url}.`)
    if (result.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.runtimeError.message}`)
    }
    const score = (id: CategoryId) => Math.round((result.categories[id]?.score ?? 0) * 100)
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric(result, 'largest-contentful-paint'),
      tbtMs: numeric(result, 'total-blocking-time'),
      cls: numeric(result, 'cumulative-layout-shift'),
      failing: failingAudits(result),
      benchmarkIndex: result.environment.benchmarkIndex,
      html: runner.report,
    }
  } finally {
    const exited = new Promise((done) => browser.once('exit', done))
    browser.kill('SIGTERM')
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
    } catch {
      // Chromium's last child may still be writing: a leftover temporary profile is harmless.
    }
  }
}
