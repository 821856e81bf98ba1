// Sandbox entry: reads the server's config and the URL's setup, creates the instance, renders the page.
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createSandboxAirlock } from './createSandboxAirlock'
import { readRuntimeConfig } from './runtimeConfig'
import { parseSandboxState } from './sandboxState'
import './sandbox.css'

const config = readRuntimeConfig()
const state = parseSandboxState(location.search)
const airlock = createSandboxAirlock(config, state)
// Exposed for the end-to-end suite and for poking around in the devtools console.
window.__airlock = airlock

const root = document.getElementById('root')
if (root) createRoot(root).render(<App airlock={airlock} config={config} initialState={state} />)
