import type { PluginData, PluginOf } from '../../../contract/content'

/** A block's resolved plugin data when it is of the expected kind. */
export function pluginOf<K extends PluginData['kind']>(
  data: PluginData | undefined,
  kind: K,
): PluginOf<K> | undefined {
  return data?.kind === kind ? (data as PluginOf<K>) : undefined
}
