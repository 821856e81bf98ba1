// Browser test setup: tell React that tests drive updates through act(), and drop React's act()
// warnings for updates that arrive from real network responses (catalogue pages) between acts.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return
  consoleError(...args)
}
