// Styles of the core views (Connect, AllWallets, Connecting*) and of the host-page buttons.

/** CSS of the core views and of ConnectButton / NetworkButton. */
export const viewStyles = `
.al-connect-section { display: flex; flex-direction: column; gap: 8px; }
.al-connect-section + .al-connect-section { margin-top: 12px; }
.al-connect-methods[data-consent-needed='true'] { opacity: 0.5; filter: grayscale(1); }
.al-legal { display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; border-radius: var(--airlock-radius-3); background: var(--airlock-surface-1); }
.al-legal-box { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--airlock-accent-c); cursor: pointer; }
.al-legal-text { font-size: var(--airlock-text-small); line-height: 1.4; color: var(--airlock-fg-2); cursor: pointer; }
.al-legal-link { color: var(--airlock-fg); text-decoration: underline; text-underline-offset: 2px; }
.al-link-button {
  appearance: none; border: 0; background: none; cursor: pointer; display: inline-flex; align-items: center; gap: 6px;
  align-self: center; padding: 6px 8px; border-radius: var(--airlock-radius-2); color: var(--airlock-fg-2);
  font: inherit; font-size: var(--airlock-text-small);
}
.al-link-button:hover { color: var(--airlock-fg); }
.al-help-points { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 16px; }
.al-help-point { display: flex; align-items: flex-start; gap: 12px; }
.al-help-point h3 { margin: 0 0 2px; }

.al-wallet-grid-scroll {
  height: min(420px, calc(100vh - 220px)); overflow-y: auto; margin: 0 -14px -16px; padding: 4px 14px 16px; overscroll-behavior: contain;
  mask-image: linear-gradient(to bottom, transparent 0, #000 6px, #000 calc(100% - 20px), transparent 100%);
}
.al-wallet-grid { position: relative; margin: 0; padding: 0; list-style: none; }
.al-wallet-card {
  appearance: none; border: 0; cursor: pointer; width: 100%; height: 96px;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; padding: 6px 4px;
  border-radius: var(--airlock-radius-4); background: var(--airlock-surface-1); color: var(--airlock-fg);
  transition: background-color 120ms var(--airlock-ease);
}
.al-wallet-card:hover { background: var(--airlock-surface-2); }
/* Names take up to two lines (as the anchors do), cut at the end of the second only when longer. */
.al-wallet-card-name {
  width: 100%; font-size: var(--airlock-text-small); line-height: 1.2; text-align: center; overflow: hidden;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow-wrap: break-word;
}
.al-wallet-card[data-skeleton='true'] { cursor: default; animation: al-pulse 1.2s ease-in-out infinite; }

.al-connecting { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 8px 0 4px; text-align: center; }
.al-connecting-visual { position: relative; display: flex; align-items: center; justify-content: center; width: 108px; height: 108px; }
.al-connecting-ring {
  position: absolute; inset: 0; border-radius: var(--airlock-radius-full);
  border: 3px solid var(--airlock-surface-3); border-top-color: var(--airlock-accent-c); border-inline-end-color: var(--airlock-accent-c);
  animation: al-spin 1.1s linear infinite;
}
@media (prefers-reduced-motion: reduce) { .al-connecting-ring { animation: al-spin 2.4s linear infinite !important; } }
.al-connecting-visual[data-state='error'] .al-connecting-ring { animation: none; border-color: var(--airlock-error); }
.al-connecting-badge {
  position: absolute; inset-inline-end: -2px; bottom: -2px; width: 28px; height: 28px; border-radius: var(--airlock-radius-full);
  display: flex; align-items: center; justify-content: center; background: var(--airlock-bg);
  color: var(--airlock-error); box-shadow: 0 0 0 2px var(--airlock-bg);
}
.al-footer-note { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 14px; border-radius: var(--airlock-radius-4); background: var(--airlock-surface-1); }

.al-host-btn {
  appearance: none; border: 1px solid var(--airlock-border); cursor: pointer;
  display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 16px 0 6px;
  border-radius: var(--airlock-radius-full); background: var(--airlock-surface-1); color: var(--airlock-fg);
  font-size: var(--airlock-text-body); font-weight: 600; line-height: 1; white-space: nowrap;
  transition: background-color 120ms var(--airlock-ease), transform 120ms var(--airlock-ease);
  box-sizing: border-box;
}
.al-host-btn:hover { background: var(--airlock-surface-2); }
.al-host-btn:active { transform: scale(0.97); }
.al-host-btn[data-variant='connect'] { padding: 0 18px; background: var(--airlock-accent-c); color: var(--airlock-on-accent); border-color: transparent; }
.al-host-btn[data-variant='connect']:hover { background: color-mix(in srgb, var(--airlock-accent-c) 88%, #000); }
.al-host-btn .al-spinner { color: inherit; }
.al-host-btn-balance { color: var(--airlock-fg-2); font-weight: 500; }
.al-host-btn-address { padding: 4px 10px; border-radius: var(--airlock-radius-full); background: var(--airlock-surface-2); }
`
