import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { contractCalls } from '../contract-calls'
import { createTemplate, removeTemplate } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: string
    /** Where each test file records the statuses its calls were answered with. */
    answersSeenDir: string
  }
}

/** The statuses each call was answered with, over every file of the run. */
async function answersSeen(dir: string): Promise<Map<string, Set<number>>> {
  const seen = new Map<string, Set<number>>()
  for (const name of await readdir(dir)) {
    const record = JSON.parse(await readFile(join(dir, name), 'utf8')) as Record<string, number[]>
    for (const [path, statuses] of Object.entries(record)) {
      const set = seen.get(path) ?? new Set()
      for (const status of statuses) set.add(status)
      seen.set(path, set)
    }
  }
  return seen
}

/**
 * After a run of every server test file: each call of the contract was answered 200 at least
 * once, so every success the API document describes was checked against it (the harness checks
 * each answer).
 */
async function checkEveryCallAnswered(project: TestProject, dir: string) {
  // Only a project of the whole suite (not one of the timed files alone) can see every call.
  if (project.config.env.SHOP_EVERY_CALL_TESTED !== 'true') return
  // A run of some tests by name (`-t`) loads every file but makes few calls.
  if (project.vitest.config.testNamePattern) return
  const { testFiles } = await project.globTestFiles()
  const ran = project.vitest.state.getFiles().filter((file) => file.projectName === project.name)
  if (testFiles.length === 0 || ran.length < testFiles.length) return
  const seen = await answersSeen(dir)
  const unanswered = contractCalls
    .map((call) => call.path)
    .filter((path) => !seen.get(path)?.has(200))
  if (unanswered.length > 0) {
    throw new Error(
      `No server test got a successful answer from ${unanswered.join(', ')}: its answer is not checked against the API document.`,
    )
  }
}

export default async function setup(project: TestProject) {
  const dialect = project.config.env.SHOP_TEST_DIALECT
  const template = await createTemplate(dialect)
  project.provide('shopTemplate', template)
  const answersSeenDir = await mkdtemp(join(tmpdir(), 'shop-answers-'))
  project.provide('answersSeenDir', answersSeenDir)
  return async () => {
    try {
      await checkEveryCallAnswered(project, answersSeenDir)
    } catch (problem) {
      // Vitest only logs a teardown's error: the run must fail.
      console.error(problem)
      process.exitCode = 1
    } finally {
      await rm(answersSeenDir, { recursive: true, force: true })
      await removeTemplate(dialect, template)
    }
  }
}
