import { Suspense } from 'react'
import { useInstallOffer } from '../lib/install-prompt'
import { lazyNamed } from '../../../lib/lazy-named'

// Few visits get the offer: its words load when it comes.
const InstallOffer = lazyNamed(() => import('./install-offer'), 'InstallOffer')

/** The menu's install button, shown while the browser offers to install the shop. */
export function InstallButton() {
  const install = useInstallOffer()
  if (!install) return null
  return (
    <Suspense>
      <InstallOffer install={install} />
    </Suspense>
  )
}
