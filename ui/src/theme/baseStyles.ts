// Reset, theme tokens and the modal shell. Everything lives inside Airlock's shadow roots, under
// `.al-root`; `:host { all: initial }` cuts the host page's inherited styles at the boundary.

/**
 * Tokens (CSS variables) and reset; theme variables set on `.al-root` override the defaults. The defaults
 * are DEFAULT_THEME_VARIABLES of themeTypes.ts (the kernel's CONSTANTS; a test keeps them equal), written
 * out because the build
 * compacts only literals without interpolation.
 */
export const tokenStyles = `
:host { all: initial; }
.al-root {
  --airlock-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --airlock-font-size-master: 10px;
  --airlock-border-radius-master: 4px;
  --airlock-z-index: 999;
  --airlock-bg: var(--airlock-background, var(--airlock-bg-default));
  --airlock-accent-c: var(--airlock-accent, var(--airlock-accent-default));
  --airlock-surface-1: color-mix(in srgb, var(--airlock-fg) 5%, var(--airlock-bg));
  --airlock-surface-2: color-mix(in srgb, var(--airlock-fg) 9%, var(--airlock-bg));
  --airlock-surface-3: color-mix(in srgb, var(--airlock-fg) 15%, var(--airlock-bg));
  --airlock-border: color-mix(in srgb, var(--airlock-fg) 10%, transparent);
  --airlock-fg-2: color-mix(in srgb, var(--airlock-fg) 64%, var(--airlock-bg));
  --airlock-fg-3: color-mix(in srgb, var(--airlock-fg) 40%, var(--airlock-bg));
  --airlock-accent-soft: color-mix(in srgb, var(--airlock-accent-c) 16%, transparent);
  --airlock-text-title: calc(var(--airlock-font-size-master) * 1.6);
  --airlock-text-large: calc(var(--airlock-font-size-master) * 2.2);
  --airlock-text-body: calc(var(--airlock-font-size-master) * 1.4);
  --airlock-text-small: calc(var(--airlock-font-size-master) * 1.2);
  --airlock-text-micro: calc(var(--airlock-font-size-master) * 1.0);
  --airlock-radius-1: var(--airlock-border-radius-master);
  --airlock-radius-2: calc(var(--airlock-border-radius-master) * 2);
  --airlock-radius-3: calc(var(--airlock-border-radius-master) * 3);
  --airlock-radius-4: calc(var(--airlock-border-radius-master) * 4);
  --airlock-radius-modal: calc(var(--airlock-border-radius-master) * 7);
  --airlock-radius-full: 999px;
  --airlock-ease: cubic-bezier(0.25, 0.1, 0.25, 1);
  font-family: var(--airlock-font-family);
  font-size: var(--airlock-text-body);
  line-height: 1.35;
  color: var(--airlock-fg);
  -webkit-font-smoothing: antialiased;
  text-align: start;
  letter-spacing: normal;
  text-transform: none;
  font-style: normal;
  font-weight: 400;
  direction: ltr;
}
.al-root[data-theme='dark'] {
  color-scheme: dark;
  --airlock-bg-default: #141414;
  --airlock-fg: #e4e7e7;
  --airlock-accent-default: #1d6fe8;
  --airlock-on-accent: #ffffff;
  --airlock-accent-text: color-mix(in srgb, var(--airlock-accent-c) 62%, #ffffff);
  --airlock-error: #f25a67;
  --airlock-success: #26d962;
  --airlock-warning: #f3a13f;
  --airlock-shadow: 0 12px 48px rgba(0, 0, 0, 0.5);
  --airlock-backdrop: rgba(0, 0, 0, 0.6);
}
.al-root[data-theme='light'] {
  color-scheme: light;
  --airlock-bg-default: #ffffff;
  --airlock-fg: #141414;
  --airlock-accent-default: #1d6fe8;
  --airlock-on-accent: #ffffff;
  --airlock-accent-text: color-mix(in srgb, var(--airlock-accent-c) 85%, #000000);
  --airlock-error: #c8322f;
  --airlock-success: #116030;
  --airlock-warning: #9a5a00;
  --airlock-shadow: 0 12px 48px rgba(20, 20, 20, 0.18);
  --airlock-backdrop: rgba(20, 20, 20, 0.35);
}
.al-root *, .al-root *::before, .al-root *::after { box-sizing: border-box; }
.al-root :where(h1, h2, h3, p, ul, ol, li, figure) { margin: 0; padding: 0; font: inherit; }
.al-root :where(ul, ol) { list-style: none; }
.al-root :where(button, input) { font: inherit; color: inherit; margin: 0; }
.al-root :where(img, svg) { display: block; }
.al-root :focus { outline: none; }
.al-root :focus-visible { outline: 2px solid var(--airlock-accent-c); outline-offset: 2px; }
.al-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`

/** The overlay, the dialog, its header and body, and the motion of spec §2. */
export const shellStyles = `
.al-overlay {
  position: fixed; inset: 0; z-index: var(--airlock-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--airlock-backdrop);
  animation: al-fade-in 150ms var(--airlock-ease);
}
.al-modal {
  position: relative;
  width: 360px; max-width: calc(100vw - 16px); max-height: calc(100vh - 32px);
  display: flex; flex-direction: column;
  background: var(--airlock-bg); color: var(--airlock-fg);
  border: 1px solid var(--airlock-border); border-radius: var(--airlock-radius-modal);
  box-shadow: var(--airlock-shadow);
  animation: al-modal-in 150ms var(--airlock-ease);
}
.al-modal:focus-visible { outline: none; }
.al-modal[data-shake='true'] { animation: al-shake 500ms var(--airlock-ease); }
@media (max-width: 430px) {
  .al-overlay { align-items: flex-end; }
  .al-modal { width: 100%; max-width: 100%; border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
}
.al-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 4px;
  padding: 14px 14px 6px; min-height: 60px;
}
.al-header-title {
  text-align: center; font-size: var(--airlock-text-title); font-weight: 600; line-height: 1.25;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  animation: al-header-in 120ms var(--airlock-ease);
}
.al-header-slot { width: 40px; height: 40px; }
.al-body { overflow: hidden; transition: height 150ms var(--airlock-ease); }
.al-body-inner { display: flex; flex-direction: column; }
.al-view { padding: 8px 14px 16px; animation: al-view-in 150ms var(--airlock-ease); min-height: 0; max-height: calc(100vh - 108px); overflow-y: auto; scrollbar-width: thin; }
.al-view-loading { display: flex; align-items: center; justify-content: center; min-height: 160px; }
.al-view-error { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.al-progress {
  position: absolute; top: 0; inset-inline: 24px; height: 2px; overflow: hidden; border-radius: 2px;
  background: linear-gradient(90deg, transparent, var(--airlock-accent-c), transparent) 0 0 / 40% 100% no-repeat;
  animation: al-progress 900ms linear infinite;
}
@keyframes al-progress { from { background-position: -40% 0; } to { background-position: 140% 0; } }
@keyframes al-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes al-modal-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes al-header-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes al-view-in { from { opacity: 0; transform: translateX(var(--al-view-in-x, 8px)); } to { opacity: 1; transform: none; } }
/* Right-to-left: views slide in from the other side and direction icons (back, chevrons, arrows) mirror. */
/* The closed modal's standby (ModalShell): its animations held, so they play from the open. */
.al-overlay[data-standby], .al-overlay[data-standby] * { animation-name: none !important; }
.al-overlay[dir='rtl'] { --al-view-in-x: -8px; }
.al-overlay[dir='rtl'] .al-icon[data-mirror] { transform: scaleX(-1); }
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
