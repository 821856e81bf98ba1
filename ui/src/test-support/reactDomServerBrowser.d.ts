// Types of react-dom's browser server renderer (same API as 'react-dom/server'), used by the hydration test.
declare module 'react-dom/server.browser' {
  export { renderToString } from 'react-dom/server'
}
