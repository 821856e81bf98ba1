// The floor: React alone, a button that opens a trivial dialog (closes on Escape). Every timing budget is
// a ratio to this page's figure in the same run.
import { type ReactElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

function App(): ReactElement {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <>
      <button type="button" data-testid="connect-button" data-bench-open="" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Connect"
          style={{
            position: 'fixed',
            inset: '20% 35%',
            background: '#fff',
            border: '1px solid #ccc',
            padding: 16,
          }}
        >
          <h2>Connect</h2>
          <p>A trivial dialog.</p>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
