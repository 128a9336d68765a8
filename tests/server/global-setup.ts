import type { TestProject } from 'vitest/node'
import { createTemplate, removeTemplate } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate(project.config.env.SHOP_TEST_DIALECT)
  project.provide('shopTemplate', template)
  return () => removeTemplate(template)
}
