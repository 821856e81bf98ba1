// Styles of the Account view (scoped under .al-account inside Airlock's shadow root).

/** CSS of the Account view, its tabs and lists. */
export const accountStyles = `
.al-account { display: flex; flex-direction: column; gap: 16px; }
.al-account-top { display: flex; justify-content: space-between; align-items: center; }
.al-pill {
  appearance: none; border: 1px solid var(--airlock-border); cursor: pointer;
  display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 10px 0 4px;
  border-radius: var(--airlock-radius-full); background: var(--airlock-surface-1); color: var(--airlock-fg);
  font-size: var(--airlock-text-small); font-weight: 600; text-decoration: none;
  transition: background-color 120ms var(--airlock-ease);
}
.al-pill:hover { background: var(--airlock-surface-2); }
.al-pill[data-plain='true'] { padding: 0 10px; }
.al-pill[data-tone='warning'] { color: var(--airlock-warning); }
.al-account-profile { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
.al-account-name { display: inline-flex; align-items: center; gap: 4px; max-width: 100%; }
.al-account-balance { color: var(--airlock-fg-2); font-size: var(--airlock-text-body); font-variant-numeric: tabular-nums; }
.al-account-notices { display: flex; flex-direction: column; gap: 8px; }
.al-account-notice {
  display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: var(--airlock-radius-4);
  background: var(--airlock-surface-1); border: 1px solid var(--airlock-border);
}
.al-features { display: grid; grid-template-columns: repeat(var(--airlock-feature-count, 4), 1fr); gap: 8px; }
.al-feature {
  appearance: none; border: 0; cursor: pointer; display: flex; flex-direction: column; align-items: center;
  gap: 6px; padding: 12px 4px; border-radius: var(--airlock-radius-4); background: var(--airlock-surface-1);
  color: var(--airlock-fg); font-size: var(--airlock-text-small); font-weight: 600;
  transition: background-color 120ms var(--airlock-ease);
}
.al-feature:hover { background: var(--airlock-surface-2); }
.al-feature-icon { display: inline-flex; width: 32px; height: 32px; align-items: center; justify-content: center; border-radius: var(--airlock-radius-full); background: var(--airlock-accent-soft); color: var(--airlock-accent-text); }
.al-tabpanel { display: flex; flex-direction: column; gap: 4px; min-height: 120px; border-radius: var(--airlock-radius-2); }
.al-asset-row { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: var(--airlock-radius-3); }
.al-asset-main { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.al-asset-end { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; font-variant-numeric: tabular-nums; }
.al-asset-icon { display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center; border-radius: var(--airlock-radius-full); background: var(--airlock-surface-2); color: var(--airlock-fg-2); flex: none; }
.al-asset-icon[data-direction='in'] { color: var(--airlock-success); }
.al-asset-icon[data-direction='out'] { color: var(--airlock-accent-text); }
.al-skeleton { border-radius: var(--airlock-radius-2); background: var(--airlock-surface-2); animation: al-pulse 1.2s ease-in-out infinite; }
.al-empty { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; padding: 24px 8px; text-align: center; color: var(--airlock-fg-2); }
.al-empty .al-asset-icon { width: 48px; height: 48px; }
@media (prefers-reduced-motion: reduce) { .al-skeleton { animation: none; } }
`
