// Run in a plain Node process (no DOM) by the `renderInNode` command: imports @airlock/ui and renders
// its public components to a string, then prints a JSON report.
import { renderToString } from 'react-dom/server'

const hadWindow = typeof (globalThis as { window?: unknown }).window !== 'undefined'
const ui = await import('../index')
const html = renderToString(<ui.Button>Probe</ui.Button>)
process.stdout.write(JSON.stringify({ hadWindow, exports: Object.keys(ui).sort(), html }))
