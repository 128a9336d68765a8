// React and React DOM, evaluated in a task of their own before the app's code.
export { StrictMode, startTransition } from 'react'
export { createRoot, hydrateRoot } from 'react-dom/client'
