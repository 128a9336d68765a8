/**
 * A grey frame with a picture's outline: shown where a picture cannot be loaded (offline, not
 * saved on this device), instead of the browser's broken-image icon.
 */
export const missingPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">' +
    '<rect width="400" height="300" fill="#f4f4f5"/>' +
    '<g fill="none" stroke="#a1a1aa" stroke-width="8" stroke-linejoin="round">' +
    '<rect x="150" y="110" width="100" height="80" rx="8"/>' +
    '<path d="M150 175l30-30 25 25 15-15 30 30"/></g></svg>',
)}`

function showPlaceholder(image: HTMLImageElement) {
  if (image.src === missingPicture) return
  image.dataset.missing = ''
  // The renditions would be tried before `src`: the placeholder replaces them all.
  image.removeAttribute('srcset')
  image.removeAttribute('sizes')
  image.src = missingPicture
}

/**
 * Every picture of the page that fails to load shows the placeholder, its `alt` still saying
 * what it was; pictures that failed before the app ran are replaced too.
 */
export function showPlaceholdersForMissingPictures(root: Document) {
  // A picture's error does not bubble: it is heard on its way down.
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target)
    },
    true,
  )
  // A picture shown later in the same place (another product) is no longer missing.
  root.addEventListener(
    'load',
    (event) => {
      const image = event.target
      if (image instanceof HTMLImageElement && image.src !== missingPicture) {
        delete image.dataset.missing
      }
    },
    true,
  )
  for (const image of root.images) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) showPlaceholder(image)
  }
}
