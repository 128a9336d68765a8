/** A gallery picture is shown at up to half the page from medium screens up, the page's width below. */
export const galleryImageSizes = '(min-width: 72rem) 34rem, (min-width: 48rem) 46vw, 100vw'
