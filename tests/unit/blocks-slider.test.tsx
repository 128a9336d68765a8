// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homePageCall } from '../../src/contract/content'
import type { BlockPageData } from '../../src/features/cms/block-props'
import { SliderBlock } from '../../src/features/cms/components/slider-block'
import { shopSystem } from '../../src/theme/system'
import { heroSlide, homePageWire } from './msw/content-fixtures'

const home = homePageCall.response.parse(homePageWire)
const [imageSlider, videoSlider] = home.page.data.filter((block) => block.type === 'slider')
const page: BlockPageData = { plugins: {}, products: [] }

/** Makes `prefers-reduced-motion` (and only it) match or not. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

function renderSlider(block = imageSlider!) {
  return render(
    <ChakraProvider value={shopSystem()}>
      <SliderBlock block={block as never} page={page} priority />
    </ChakraProvider>,
  )
}

/** The typed lines (what sighted visitors see), in order: title, subtitle, rotating lines. */
function typedTexts(container: HTMLElement) {
  return [...container.querySelectorAll('p[aria-hidden="true"]')].map((p) => p.textContent)
}

beforeEach(() => preferReducedMotion(false))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('hero slider', () => {
  it('shows a spinner and no text until the picture has loaded', () => {
    const { container } = renderSlider()
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('heading', { name: heroSlide.title })).toBeNull()
    expect(typedTexts(container)).toEqual([])

    fireEvent.load(container.querySelector('img')!)
    expect(screen.getByRole('heading', { level: 2, name: heroSlide.title })).toBeTruthy()
    expect(screen.getByText(heroSlide.subTitle)).toBeTruthy()
    expect(container.querySelector('svg[aria-hidden="true"]')).toBeNull()
  })

  it('types the title after 500 ms and the subtitle after 700 ms, a character at a time', async () => {
    vi.useFakeTimers()
    const { container } = renderSlider()
    fireEvent.load(container.querySelector('img')!)
    const [title, subtitle] = [heroSlide.title, heroSlide.subTitle]

    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(typedTexts(container).slice(0, 2)).toEqual(['', ''])
    // Title: 500 ms pause, then a character every 40 ms.
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(typedTexts(container)[0]).toBe(title.slice(0, 1))
    await act(() => vi.advanceTimersByTimeAsync(40 * 3))
    expect(typedTexts(container)[0]).toBe(title.slice(0, 4))
    // Subtitle: 700 ms pause, then a character every 50 ms.
    expect(typedTexts(container)[1]).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(80))
    expect(typedTexts(container)[1]).toBe(subtitle.slice(0, 1))
    await act(() => vi.advanceTimersByTimeAsync(50 * 2))
    expect(typedTexts(container)[1]).toBe(subtitle.slice(0, 3))
    // Both finish and are held.
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(typedTexts(container).slice(0, 2)).toEqual([title, subtitle])
  })

  it('rotates its lines with the numbers as pauses in ms', async () => {
    vi.useFakeTimers()
    const { container } = renderSlider()
    fireEvent.load(container.querySelector('img')!)
    const lines = () => typedTexts(container)[2]
    const first = 'Powerful steam'
    await act(() => vi.advanceTimersByTimeAsync(40 * (first.length - 1)))
    expect(lines()).toBe(first)
    // Held for the 1500 ms pause, then the next line is typed from its first character.
    await act(() => vi.advanceTimersByTimeAsync(1499))
    expect(lines()).toBe(first)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(lines()).toBe('E')
    await act(() => vi.advanceTimersByTimeAsync(40 * 'Even heat'.length))
    expect(lines()).toBe('Even heat')
  })

  it('shows the texts whole, without typing, to visitors who prefer less motion', () => {
    preferReducedMotion(true)
    const { container } = renderSlider()
    fireEvent.load(container.querySelector('img')!)
    expect(typedTexts(container)).toEqual([
      heroSlide.title,
      heroSlide.subTitle,
      'Powerful steam · Even heat',
    ])
  })

  it('plays a video slide muted, looping and inline, and shows its text once it has data', () => {
    const { container } = renderSlider(videoSlider)
    const video = container.querySelector('video')!
    expect(video.getAttribute('src')).toBe('/uploads/content/demo-slide.webm')
    expect(video.autoplay).toBe(true)
    expect(screen.queryByRole('heading', { name: 'Steam you can see' })).toBeNull()
    fireEvent.loadedData(video)
    expect(screen.getByRole('heading', { name: 'Steam you can see' })).toBeTruthy()
  })

  it('does not start a video by itself for visitors who prefer less motion', () => {
    preferReducedMotion(true)
    const { container } = renderSlider(videoSlider)
    expect(container.querySelector('video')!.autoplay).toBe(false)
  })
})
