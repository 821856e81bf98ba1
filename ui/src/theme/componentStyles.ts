// Styles of the shared primitives (components/): buttons, list items, images, inputs, tabs,
// spinner, QR code, tooltip, snackbar and layout helpers.

/** CSS of the primitives, scoped under `.al-root`. */
export const componentStyles = `
.al-stack { display: flex; flex-direction: column; gap: var(--airlock-gap, 8px); }
.al-row { display: flex; flex-direction: row; align-items: center; gap: var(--airlock-gap, 8px); }
.al-center { align-items: center; justify-content: center; text-align: center; }
.al-grow { flex: 1 1 auto; min-width: 0; }

.al-text { margin: 0; overflow-wrap: anywhere; }
.al-text[data-variant='title'] { font-size: var(--airlock-text-title); font-weight: 600; line-height: 1.25; }
.al-text[data-variant='large'] { font-size: var(--airlock-text-large); font-weight: 600; line-height: 1.2; letter-spacing: -0.01em; }
.al-text[data-variant='body'] { font-size: var(--airlock-text-body); }
.al-text[data-variant='body-strong'] { font-size: var(--airlock-text-body); font-weight: 600; }
.al-text[data-variant='small'] { font-size: var(--airlock-text-small); }
.al-text[data-variant='small-strong'] { font-size: var(--airlock-text-small); font-weight: 600; }
.al-text[data-variant='micro'] { font-size: var(--airlock-text-micro); font-weight: 600; letter-spacing: 0.02em; text-transform: uppercase; }
.al-text[data-tone='primary'] { color: var(--airlock-fg); }
.al-text[data-tone='secondary'] { color: var(--airlock-fg-2); }
.al-text[data-tone='accent'] { color: var(--airlock-accent-text); }
.al-text[data-tone='error'] { color: var(--airlock-error); }
.al-text[data-tone='success'] { color: var(--airlock-success); }
.al-text[data-align='center'] { text-align: center; }
.al-text[data-truncate='true'] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.al-btn {
  appearance: none; border: 1px solid transparent; cursor: pointer; user-select: none;
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: var(--airlock-radius-full);
  font-size: var(--airlock-text-body); font-weight: 600; line-height: 1; white-space: nowrap;
  transition: background-color 120ms var(--airlock-ease), transform 120ms var(--airlock-ease), opacity 120ms;
  text-decoration: none;
}
.al-btn:active:not(:disabled) { transform: scale(0.97); }
.al-btn:disabled, .al-btn[aria-disabled='true'] { cursor: default; opacity: 0.5; }
.al-btn[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--airlock-text-small); }
.al-btn[data-size='lg'] { height: 48px; padding: 0 20px; }
.al-btn[data-full='true'] { width: 100%; }
.al-btn[data-variant='primary'] { background: var(--airlock-accent-c); color: var(--airlock-on-accent); }
.al-btn[data-variant='primary']:hover:not(:disabled) { background: color-mix(in srgb, var(--airlock-accent-c) 88%, #000); }
.al-btn[data-variant='secondary'] { background: var(--airlock-surface-2); color: var(--airlock-fg); border-color: var(--airlock-border); }
.al-btn[data-variant='secondary']:hover:not(:disabled) { background: var(--airlock-surface-3); }
.al-btn[data-variant='ghost'] { background: transparent; color: var(--airlock-accent-text); }
.al-btn[data-variant='ghost']:hover:not(:disabled) { background: var(--airlock-accent-soft); }
.al-btn[data-variant='danger'] { background: color-mix(in srgb, var(--airlock-error) 14%, transparent); color: var(--airlock-error); }

.al-icon-btn {
  appearance: none; border: 0; cursor: pointer; padding: 0;
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: var(--airlock-radius-full);
  background: transparent; color: var(--airlock-fg-2);
  transition: background-color 120ms var(--airlock-ease), color 120ms;
}
.al-icon-btn:hover:not(:disabled) { background: var(--airlock-surface-2); color: var(--airlock-fg); }
.al-icon-btn[data-size='sm'] { width: 32px; height: 32px; }
.al-icon-btn[data-variant='filled'] { background: var(--airlock-surface-2); color: var(--airlock-fg); }
.al-icon { width: 20px; height: 20px; flex: none; }
.al-icon[data-size='sm'] { width: 16px; height: 16px; }
.al-icon[data-size='lg'] { width: 28px; height: 28px; }

.al-list { display: flex; flex-direction: column; gap: 8px; }
.al-list-item {
  appearance: none; border: 0; cursor: pointer; width: 100%;
  display: flex; align-items: center; gap: 12px;
  min-height: 56px; padding: 8px 14px 8px 8px; border-radius: var(--airlock-radius-4);
  background: var(--airlock-surface-1); color: var(--airlock-fg); text-align: start;
  transition: background-color 120ms var(--airlock-ease);
}
.al-list-item:hover:not(:disabled) { background: var(--airlock-surface-2); }
.al-list-item:disabled { cursor: default; opacity: 0.6; }
.al-list-placeholder { height: 56px; border-radius: var(--airlock-radius-4); background: var(--airlock-surface-1); animation: al-pulse 1.2s ease-in-out infinite; }
/* A reserved row the catalogue's answer left empty: its place kept while the Connect view is open (WalletList). */
.al-list-held { height: 56px; }
.al-list-item-label { flex: 1 1 auto; min-width: 0; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.al-list-item-end { display: flex; align-items: center; gap: 8px; color: var(--airlock-fg-2); font-size: var(--airlock-text-small); }
.al-tag {
  display: inline-flex; align-items: center; height: 22px; padding: 0 8px; border-radius: var(--airlock-radius-1);
  font-size: var(--airlock-text-micro); font-weight: 600; letter-spacing: 0.02em; text-transform: uppercase;
  background: var(--airlock-surface-3); color: color-mix(in srgb, var(--airlock-fg) 82%, var(--airlock-bg)); white-space: nowrap;
}
.al-tag[data-tone='accent'] { background: var(--airlock-accent-soft); color: var(--airlock-accent-text); }
.al-tag[data-tone='success'] { background: color-mix(in srgb, var(--airlock-success) 12%, transparent); color: var(--airlock-success); }

.al-image {
  position: relative; flex: none; overflow: hidden;
  width: var(--airlock-image-size, 40px); height: var(--airlock-image-size, 40px);
  border-radius: var(--airlock-radius-3); background: var(--airlock-surface-2);
  display: inline-flex; align-items: center; justify-content: center;
  box-shadow: inset 0 0 0 1px var(--airlock-border);
}
.al-image[data-round='true'] { border-radius: var(--airlock-radius-full); }
.al-image img { width: 100%; height: 100%; object-fit: cover; }
.al-image-fallback { color: var(--airlock-fg-2); font-weight: 600; font-size: calc(var(--airlock-image-size, 40px) * 0.36); }
.al-avatar { border-radius: var(--airlock-radius-full); flex: none; width: var(--airlock-image-size, 40px); height: var(--airlock-image-size, 40px); box-shadow: inset 0 0 0 1px var(--airlock-border); overflow: hidden; }
.al-avatar img { width: 100%; height: 100%; object-fit: cover; }

.al-input-wrap {
  display: flex; align-items: center; gap: 8px; height: 40px; padding: 0 12px;
  border-radius: var(--airlock-radius-full); background: var(--airlock-surface-1);
  border: 1px solid var(--airlock-border); color: var(--airlock-fg-2);
  transition: border-color 120ms, box-shadow 120ms;
}
.al-input-wrap:focus-within { border-color: var(--airlock-accent-c); box-shadow: 0 0 0 3px var(--airlock-accent-soft); }
.al-input-wrap[data-invalid='true'] { border-color: var(--airlock-error); }
.al-input { flex: 1 1 auto; min-width: 0; height: 100%; border: 0; background: transparent; outline: none; color: var(--airlock-fg); font-size: var(--airlock-text-body); }
.al-input::placeholder { color: var(--airlock-fg-2); opacity: 1; }
.al-input:focus-visible { outline: none; }

.al-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--airlock-radius-full); background: var(--airlock-surface-1); }
.al-tab {
  appearance: none; border: 0; cursor: pointer; flex: 1 1 auto; height: 32px; padding: 0 10px; white-space: nowrap;
  border-radius: var(--airlock-radius-full);
  background: transparent; color: var(--airlock-fg-2); font-size: var(--airlock-text-small); font-weight: 600;
  transition: background-color 120ms, color 120ms;
}
.al-tab[aria-selected='true'] { background: var(--airlock-surface-3); color: var(--airlock-fg); }

.al-spinner { display: inline-flex; color: var(--airlock-accent-c); }
.al-spinner svg { animation: al-spin 0.8s linear infinite; }
.al-btn .al-spinner { color: inherit; }

.al-qr {
  position: relative; padding: 16px; border-radius: var(--airlock-radius-modal);
  background: #ffffff; box-shadow: inset 0 0 0 1px var(--airlock-border);
  display: flex; align-items: center; justify-content: center; margin: 0 auto;
}
.al-qr svg { width: 100%; height: 100%; }
.al-qr-logo { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none; }
.al-qr-placeholder { background: var(--airlock-surface-2); animation: al-pulse 1.2s ease-in-out infinite; }

.al-tooltip-anchor { position: relative; display: inline-flex; }
.al-tooltip {
  position: absolute; bottom: calc(100% + 8px); left: 50%; transform: translateX(-50%);
  padding: 6px 10px; border-radius: var(--airlock-radius-2); white-space: nowrap; pointer-events: none;
  background: var(--airlock-fg); color: var(--airlock-bg); font-size: var(--airlock-text-small); font-weight: 500;
  z-index: 2; animation: al-fade-in 120ms var(--airlock-ease);
}

/* Below the centred dialog (above the bottom sheet), moved up over its edge when the viewport has no room
   left for the message (44 px and a 12 px margin): the dialog's top is at 50vh - 50%, so the viewport's
   bottom is at 50vh + 50% in its box. */
.al-snackbar-region { position: absolute; inset-inline: 0; top: min(calc(100% + 12px), calc(50vh + 50% - 56px)); display: flex; justify-content: center; pointer-events: none; z-index: 3; }
@media (max-width: 430px) { .al-snackbar-region { top: auto; bottom: min(calc(100% + 12px), calc(100vh - 56px)); } }
.al-snackbar {
  display: inline-flex; align-items: center; gap: 8px; max-width: calc(100% - 32px);
  padding: 8px 14px 8px 8px; border-radius: var(--airlock-radius-full);
  background: var(--airlock-surface-2); border: 1px solid var(--airlock-border); box-shadow: var(--airlock-shadow);
  color: var(--airlock-fg); font-size: var(--airlock-text-small); font-weight: 500; pointer-events: auto;
  animation: al-snack-in 150ms var(--airlock-ease);
}
.al-snackbar-icon { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: var(--airlock-radius-full); }
.al-snackbar[data-variant='success'] .al-snackbar-icon { color: var(--airlock-success); background: color-mix(in srgb, var(--airlock-success) 16%, transparent); }
.al-snackbar[data-variant='error'] .al-snackbar-icon { color: var(--airlock-error); background: color-mix(in srgb, var(--airlock-error) 16%, transparent); }
.al-snackbar[data-variant='info'] .al-snackbar-icon, .al-snackbar[data-variant='loading'] .al-snackbar-icon { color: var(--airlock-accent-text); background: var(--airlock-accent-soft); }
@keyframes al-snack-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }

.al-divider { display: flex; align-items: center; gap: 12px; color: var(--airlock-fg-2); font-size: var(--airlock-text-small); }
.al-divider::before, .al-divider::after { content: ''; flex: 1; height: 1px; background: var(--airlock-border); }
.al-error { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 20px 8px; text-align: center; }
.al-error-icon {
  display: flex; align-items: center; justify-content: center; width: 48px; height: 48px; flex: none;
  border-radius: var(--airlock-radius-full); color: var(--airlock-error);
  background: color-mix(in srgb, var(--airlock-error) 14%, transparent);
}
.al-error-texts { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.al-error[data-layout='inline'] { flex-direction: row; align-items: flex-start; gap: 8px; padding: 8px 0; text-align: start; }
.al-error[data-layout='inline'] .al-error-icon { width: 24px; height: 24px; }
.al-error[data-layout='inline'] .al-error-texts { flex: 1; padding-top: 3px; }
.al-error[data-layout='inline'] .al-btn { flex: none; }
/* A name in its own direction (dir="auto") still sits at the modal's start (right in RTL): its box is only as
   wide as the name, up to the line, and placed by the modal's direction; a longer one is cut at its own end. */
.al-list-item-label { flex: 0 1 auto; }
.al-list-item-label + .al-list-item-end { margin-inline-start: auto; }
.al-text[data-truncate='true'][data-align='start'] { width: fit-content; max-width: 100%; }
`
