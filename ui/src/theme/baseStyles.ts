// Reset, theme tokens and the modal shell. Everything lives inside Airlock's shadow roots, under
// `.al-root`; `:host { all: initial }` cuts the host page's inherited styles at the boundary.

/** Tokens (CSS variables) and reset; theme variables set on `.al-root` override the defaults. */
export const tokenStyles = `
:host { all: initial; }
.al-root {
  --al-font-family: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --al-font-size-master: 10px;
  --al-border-radius-master: 4px;
  --al-z-index: 999;
  --al-bg: var(--al-background, var(--al-bg-default));
  --al-accent-c: var(--al-accent, var(--al-accent-default));
  --al-surface-1: color-mix(in srgb, var(--al-fg) 5%, var(--al-bg));
  --al-surface-2: color-mix(in srgb, var(--al-fg) 9%, var(--al-bg));
  --al-surface-3: color-mix(in srgb, var(--al-fg) 15%, var(--al-bg));
  --al-border: color-mix(in srgb, var(--al-fg) 10%, transparent);
  --al-fg-2: color-mix(in srgb, var(--al-fg) 64%, var(--al-bg));
  --al-fg-3: color-mix(in srgb, var(--al-fg) 40%, var(--al-bg));
  --al-accent-soft: color-mix(in srgb, var(--al-accent-c) 16%, transparent);
  --al-text-title: calc(var(--al-font-size-master) * 1.6);
  --al-text-large: calc(var(--al-font-size-master) * 2.2);
  --al-text-body: calc(var(--al-font-size-master) * 1.4);
  --al-text-small: calc(var(--al-font-size-master) * 1.2);
  --al-text-micro: calc(var(--al-font-size-master) * 1.0);
  --al-radius-1: var(--al-border-radius-master);
  --al-radius-2: calc(var(--al-border-radius-master) * 2);
  --al-radius-3: calc(var(--al-border-radius-master) * 3);
  --al-radius-4: calc(var(--al-border-radius-master) * 4);
  --al-radius-modal: calc(var(--al-border-radius-master) * 7);
  --al-radius-full: 999px;
  --al-ease: cubic-bezier(0.25, 0.1, 0.25, 1);
  font-family: var(--al-font-family);
  font-size: var(--al-text-body);
  line-height: 1.35;
  color: var(--al-fg);
  -webkit-font-smoothing: antialiased;
  text-align: left;
  letter-spacing: normal;
  text-transform: none;
  font-style: normal;
  font-weight: 400;
  direction: ltr;
}
.al-root[data-theme='dark'] {
  color-scheme: dark;
  --al-bg-default: #141414;
  --al-fg: #e4e7e7;
  --al-accent-default: #1d6fe8;
  --al-on-accent: #ffffff;
  --al-accent-text: color-mix(in srgb, var(--al-accent-c) 62%, #ffffff);
  --al-error: #f25a67;
  --al-success: #26d962;
  --al-warning: #f3a13f;
  --al-shadow: 0 12px 48px rgba(0, 0, 0, 0.5);
  --al-backdrop: rgba(0, 0, 0, 0.6);
}
.al-root[data-theme='light'] {
  color-scheme: light;
  --al-bg-default: #ffffff;
  --al-fg: #141414;
  --al-accent-default: #1d6fe8;
  --al-on-accent: #ffffff;
  --al-accent-text: color-mix(in srgb, var(--al-accent-c) 85%, #000000);
  --al-error: #c8322f;
  --al-success: #116030;
  --al-warning: #9a5a00;
  --al-shadow: 0 12px 48px rgba(20, 20, 20, 0.18);
  --al-backdrop: rgba(20, 20, 20, 0.35);
}
.al-root *, .al-root *::before, .al-root *::after { box-sizing: border-box; }
.al-root :where(h1, h2, h3, p, ul, ol, li, figure) { margin: 0; padding: 0; font: inherit; }
.al-root :where(ul, ol) { list-style: none; }
.al-root :where(button, input) { font: inherit; color: inherit; margin: 0; }
.al-root :where(img, svg) { display: block; }
.al-root :focus { outline: none; }
.al-root :focus-visible { outline: 2px solid var(--al-accent-c); outline-offset: 2px; }
.al-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`

/** The overlay, the dialog, its header and body, and the motion of spec §2. */
export const shellStyles = `
.al-overlay {
  position: fixed; inset: 0; z-index: var(--al-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--al-backdrop);
  animation: al-fade-in 150ms var(--al-ease);
}
.al-modal {
  position: relative;
  width: 360px; max-width: calc(100vw - 16px); max-height: calc(100vh - 32px);
  display: flex; flex-direction: column;
  background: var(--al-bg); color: var(--al-fg);
  border: 1px solid var(--al-border); border-radius: var(--al-radius-modal);
  box-shadow: var(--al-shadow);
  animation: al-modal-in 150ms var(--al-ease);
}
.al-modal:focus-visible { outline: none; }
.al-modal[data-shake='true'] { animation: al-shake 500ms var(--al-ease); }
@media (max-width: 430px) {
  .al-overlay { align-items: flex-end; }
  .al-modal { width: 100%; max-width: 100%; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
}
.al-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 4px;
  padding: 14px 14px 6px; min-height: 60px;
}
.al-header-title {
  text-align: center; font-size: var(--al-text-title); font-weight: 600; line-height: 1.25;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  animation: al-header-in 120ms var(--al-ease);
}
.al-header-slot { width: 40px; height: 40px; }
.al-body { overflow: hidden; transition: height 150ms var(--al-ease); }
.al-body-inner { display: flex; flex-direction: column; }
.al-view { padding: 8px 14px 16px; animation: al-view-in 150ms var(--al-ease); min-height: 0; max-height: calc(100vh - 108px); overflow-y: auto; scrollbar-width: thin; }
.al-view-scroll { overflow-y: auto; max-height: min(520px, calc(100vh - 140px)); }
.al-view-loading { display: flex; align-items: center; justify-content: center; min-height: 160px; }
.al-view-error { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.al-progress {
  position: absolute; top: 0; left: 24px; right: 24px; height: 2px; overflow: hidden; border-radius: 2px;
  background: linear-gradient(90deg, transparent, var(--al-accent-c), transparent) 0 0 / 40% 100% no-repeat;
  animation: al-progress 900ms linear infinite;
}
@keyframes al-progress { from { background-position: -40% 0; } to { background-position: 140% 0; } }
@keyframes al-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes al-modal-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes al-header-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes al-view-in { from { opacity: 0; transform: translateX(8px); } to { opacity: 1; transform: none; } }
@keyframes al-shake {
  0%, 100% { transform: translateX(0); }
  10%, 50%, 90% { transform: translateX(-6px); }
  30%, 70% { transform: translateX(6px); }
}
@keyframes al-spin { to { transform: rotate(360deg); } }
@keyframes al-pulse { 0%, 100% { opacity: 0.55; } 50% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .al-root *, .al-root *::before, .al-root *::after {
    animation-duration: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
  }
  .al-spinner svg { animation: al-spin 1.6s linear infinite !important; }
}
`
