import type { TestProject } from 'vitest/node'
import { createTemplate } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: string
  }
}

export default async function setup(project: TestProject) {
  project.provide('shopTemplate', await createTemplate(project.config.env.SHOP_TEST_DIALECT))
}
