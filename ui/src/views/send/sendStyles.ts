// Styles of the Send view (scoped under .al-send inside Airlock's shadow root).

/** CSS of the Send view. */
export const sendStyles = `
.al-send { display: flex; flex-direction: column; gap: 14px; }
.al-send-card { display: flex; flex-direction: column; gap: 10px; padding: 14px; border-radius: var(--airlock-radius-4); background: var(--airlock-surface-1); border: 1px solid var(--airlock-border); }
.al-send-amount-row { display: flex; align-items: center; gap: 8px; }
.al-send-amount {
  flex: 1 1 auto; min-width: 0; width: 100%; border: 0; background: transparent; color: var(--airlock-fg);
  font-size: var(--airlock-text-large); font-weight: 600; padding: 4px 0; font-variant-numeric: tabular-nums;
}
.al-send-amount::placeholder { color: var(--airlock-fg-3); }
.al-send-amount:focus-visible { outline: 2px solid var(--airlock-accent-c); outline-offset: 2px; border-radius: var(--airlock-radius-1); }
.al-send-meta { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: var(--airlock-fg-2); font-size: var(--airlock-text-small); }
.al-token-btn {
  appearance: none; border: 1px solid var(--airlock-border); cursor: pointer; flex: none;
  display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 10px 0 4px;
  border-radius: var(--airlock-radius-full); background: var(--airlock-surface-2); color: var(--airlock-fg); font-weight: 600;
}
.al-token-btn:hover { background: var(--airlock-surface-3); }
.al-max { appearance: none; border: 0; cursor: pointer; background: var(--airlock-surface-3); color: var(--airlock-fg); font-weight: 600; font-size: var(--airlock-text-small); padding: 2px 10px; border-radius: var(--airlock-radius-full); }
.al-token-list { display: flex; flex-direction: column; gap: 4px; border: 0; margin: 0; padding: 0; min-width: 0; }
.al-token-list .al-list-item[aria-pressed='true'] { box-shadow: inset 0 0 0 1px var(--airlock-accent-c); }
.al-preview-line { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.al-preview-amount { display: flex; align-items: center; gap: 10px; }
.al-choices { display: flex; flex-direction: column; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.al-choices legend { padding: 0; margin-bottom: 6px; }
.al-choice {
  display: flex; align-items: center; gap: 10px; padding: 8px 10px; cursor: pointer;
  border-radius: var(--airlock-radius-3); border: 1px solid var(--airlock-border); background: var(--airlock-surface-2);
}
.al-choice:has(input:checked) { border-color: var(--airlock-accent-c); }
.al-choice input { margin: 0; accent-color: var(--airlock-accent-c); flex: none; }
.al-choice input:focus-visible { outline: 2px solid var(--airlock-accent-c); outline-offset: 2px; }
.al-choice-text { display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; }
.al-choice-fee { flex: none; }
`
