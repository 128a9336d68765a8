/** One sample of the metrics' text (Prometheus's format): its name, labels and value. */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] =
        /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? []
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key, text]),
      )
      return { name, labels, value: Number(value) }
    })
}

/** The sum of a metric's samples that carry these labels (0 when there are none). */
export const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, text]) => sample.labels[key] === text))
    .reduce((sum, sample) => sum + sample.value, 0)

/** The metrics of a running shop, read from this machine. */
export async function metricsOf(origin: string): Promise<Sample[]> {
  const answer = await fetch(`${origin}/metrics`)
  if (answer.status !== 200) throw new Error(`/metrics answered ${String(answer.status)}`)
  return samplesOf(await answer.text())
}
